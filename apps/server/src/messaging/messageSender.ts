/** How a message travels. */
export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number for SMS, an e-mail address for e-mail. */
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
}

/** How the server sends SMS and e-mail; the default keeps them in the outbox table. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
