export interface SmsMessage {
  /** E.164 phone number. */
  phone: string;
  text: string;
  /** What the message is for (login, register, …), kept for the sandbox outbox. */
  purpose: string;
}

/** Sends SMS. The sandbox keeps them in the database; the HTTP adapter calls a real provider. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
