/** The mail interface other modules code against (`app.ctx.mail`): a mail is queued, then sent by the job queue. */
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
