export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  category: string;
}
export interface MailQueue {
  enqueue(mail: OutgoingMail): Promise<void>;
}
