/**
 * A stand-in for the browser's XMLHttpRequest that a test steps through by hand: upload
 * progress at any point, then an answer. jsdom's own XMLHttpRequest reports upload progress
 * only once the answer has arrived, so the steps in between need this; it replaces the
 * network edge only (`vi.stubGlobal('XMLHttpRequest', SteppedXhr)`), never our own modules.
 */
export class SteppedXhr extends EventTarget {
  static last: SteppedXhr | null = null;
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  aborted = false;

  constructor() {
    super();
    SteppedXhr.last = this;
  }
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  /** One upload progress event, as the browser fires them while the body goes out. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
