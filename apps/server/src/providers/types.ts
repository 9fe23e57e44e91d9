/** Outside services behind interfaces; the sandbox implementations work offline (ARCHITECTURE). */
export interface MessageSender {
  send(recipient: string, body: string): Promise<void>;
}

export interface Providers {
  sms: MessageSender;
  mail: MessageSender;
}
