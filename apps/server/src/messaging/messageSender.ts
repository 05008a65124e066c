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
  /** The user it goes to, when it goes to one: it then shows in that user's Message Logs. */
  userId?: number | null;
}

/** How the server sends SMS and e-mail; the default keeps them in the outbox table. */
export interface MessageSender {
  /** What the Configuration page calls it. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
