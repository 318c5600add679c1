/** One inbox message. The original app does not show the shape; the inbox issue fills it from its contract. */
export interface MailMessage {
  id: string;
  title: string;
  content: string;
  /** ISO 8601 time the message was sent. */
  sentAt: string;
  read: boolean;
}
