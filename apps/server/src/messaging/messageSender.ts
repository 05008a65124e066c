export interface OutgoingMessage {
  channel: 'sms' | 'email';
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
