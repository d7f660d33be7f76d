import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UploadRequestOptions, UploadWidget, type UploadWidgetProps } from './upload-widget.tsx';

/** An upload the test drives: progress, success or failure when it says so. */
function controlledUpload() {
  const calls: Array<{
    file: File;
    options: UploadRequestOptions;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }> = [];
  const upload = vi.fn(
    (file: File, options: UploadRequestOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
      }),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no upload started');
    return call;
  };
  return { upload, calls, last };
}

const video = (name = 'finale.mp4', bytes = 2048, type = 'video/mp4') =>
  new File([new Uint8Array(bytes)], name, { type });

const input = () => screen.getByLabelText(/Kies een video/) as HTMLInputElement;
const status = () => screen.getByRole('status');
/** The error panel's own file input, opened by 'Kies een ander bestand'. */
const otherPicker = () => document.querySelector('input[type=file][hidden]') as HTMLInputElement;
const widgetState = () => document.querySelector('[data-state]')?.getAttribute('data-state');

function renderWidget(props: Partial<UploadWidgetProps<string>> = {}) {
  const controlled = controlledUpload();
  const view = render(<UploadWidget kind="video" upload={controlled.upload} {...props} />);
  return { ...controlled, ...view };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UploadWidget', () => {
  it('is idle: a labelled file input with the accepted types and the limit as its description', () => {
    renderWidget();
    const field = input();
    expect(field.type).toBe('file');
    expect(field.accept).toContain('video/mp4');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const hintId = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('MP4, MOV, AVI of MKV, maximaal 100 MB');
    expect(widgetState()).toBe('idle');
    expect(status().textContent).toBe('');
  });

  it("refuses another type with the spec's message, before anything is sent", async () => {
    const { upload } = renderWidget();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), new File(['hallo'], 'notities.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Alleen video bestanden zijn toegestaan (MP4, MOV, AVI, MKV)');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a file over the limit with the spec's message", async () => {
    const { upload } = renderWidget();
    const big = video('lang.mp4', 10);
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await userEvent.upload(input(), big);
    expect(screen.getByRole('alert').textContent).toBe('Bestand is te groot. Maximum 100MB toegestaan.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uses a smaller limit when given one', async () => {
    const { upload } = renderWidget({ maxMb: 1 });
    await userEvent.upload(input(), video('a.mp4', 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Bestand is te groot. Maximum 1MB toegestaan.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('reads the type from the extension when the system gives none', async () => {
    const { last } = renderWidget();
    await userEvent.upload(input(), new File(['x'], 'wedstrijd.mkv', { type: '' }));
    expect(last().file.type).toBe('video/x-matroska');
    expect(last().file.name).toBe('wedstrijd.mkv');
  });

  it('shows the real progress, announces it every 10%, and moves the focus to Cancel', async () => {
    const { last } = renderWidget();
    await userEvent.upload(input(), video('finale.mp4', 5 * 1024 * 1024));
    expect(widgetState()).toBe('uploading');
    expect(screen.getByText('finale.mp4')).toBeTruthy();
    expect(screen.getByText('5,0 MB')).toBeTruthy();
    expect(status().textContent).toBe('finale.mp4 wordt geüpload.');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuleren' }));

    act(() => last().options.onProgress({ loaded: 5, total: 100 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(status().textContent).toBe('finale.mp4 wordt geüpload.');

    act(() => last().options.onProgress({ loaded: 15, total: 100 }));
    expect(status().textContent).toBe('10% geüpload');
    act(() => last().options.onProgress({ loaded: 19, total: 100 }));
    expect(status().textContent).toBe('10% geüpload');
    act(() => last().options.onProgress({ loaded: 47, total: 100 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('47');
    expect(status().textContent).toBe('40% geüpload');
    expect(screen.getByText('47%')).toBeTruthy();

    act(() => last().options.onProgress({ loaded: 100, total: 100 }));
    expect(status().textContent).toBe('Bijna klaar: het bestand wordt opgeslagen...');
  });

  it("shows 'Upload Succesvol!' for 2 seconds, then is ready for the next file", async () => {
    const onUploaded = vi.fn();
    const onSuccessShown = vi.fn();
    const { last } = renderWidget({ onUploaded, onSuccessShown });
    await userEvent.upload(input(), video());
    const file = last().file;

    vi.useFakeTimers();
    await act(async () => last().resolve('bestand-1'));
    expect(widgetState()).toBe('success');
    expect(screen.getByText('Upload Succesvol!', { selector: ':not([role=status])' })).toBeTruthy();
    expect(status().textContent).toBe('Upload Succesvol!');
    expect(onUploaded).toHaveBeenCalledWith('bestand-1', file);

    act(() => vi.advanceTimersByTime(1999));
    expect(widgetState()).toBe('success');
    expect(onSuccessShown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(widgetState()).toBe('idle');
    expect(onSuccessShown).toHaveBeenCalledOnce();
    // The focus followed the widget's controls all the way back to the input.
    expect(document.activeElement).toBe(input());
  });

  it("fails with the spec's texts, and 'Probeer Opnieuw' sends the same file again", async () => {
    const { upload, calls, last } = renderWidget();
    await userEvent.upload(input(), video('finale.mp4'));
    await act(async () => last().reject(new Error('Upload failed')));

    expect(widgetState()).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Upload Mislukt');
    expect(alert.textContent).toContain('Upload mislukt. Probeer het opnieuw.');
    const retry = screen.getByRole('button', { name: 'Probeer Opnieuw' });
    expect(document.activeElement).toBe(retry);

    await userEvent.click(retry);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file).toBe(calls[0]?.file);
    expect(widgetState()).toBe('uploading');
    await act(async () => last().resolve('ok'));
    expect(widgetState()).toBe('success');
  });

  it("shows the caller's explanation of a failure (the server's Dutch message)", async () => {
    const describeError = (error: unknown) =>
      error instanceof Error && error.message.startsWith('Bestand') ? error.message : null;
    const { last } = renderWidget({ describeError });
    await userEvent.upload(input(), video());
    await act(async () => last().reject(new Error('Bestand is te groot. Maximum 100MB toegestaan.')));
    expect(screen.getByRole('alert').textContent).toContain('Bestand is te groot. Maximum 100MB toegestaan.');

    await userEvent.click(screen.getByRole('button', { name: 'Probeer Opnieuw' }));
    await act(async () => last().reject(new Error('iets anders')));
    expect(screen.getByRole('alert').textContent).toContain('Upload mislukt. Probeer het opnieuw.');
  });

  it("'Kies een ander bestand' opens the file picker, and the file picked there is uploaded", async () => {
    const { upload, calls, last } = renderWidget();
    await userEvent.upload(input(), video());
    await act(async () => last().reject(new Error('x')));
    const picker = otherPicker();
    const opened = vi.fn();
    picker.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Kies een ander bestand' }));
    expect(opened).toHaveBeenCalledTimes(1);
    // Closing the picker without a choice leaves the failure on screen.
    expect(widgetState()).toBe('error');

    fireEvent.change(picker, { target: { files: [video('andere.mp4')] } });
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file.name).toBe('andere.mp4');
    expect(widgetState()).toBe('uploading');
  });

  it.each([400, 413, 415])(
    "after the server refuses the file itself (%i), the main button is 'Kies een ander bestand', never 'Probeer Opnieuw'",
    async (status) => {
      const { upload, last } = renderWidget({ describeError: (error) => (error as Error).message });
      await userEvent.upload(input(), video('kapot.mp4'));
      await act(async () => last().reject(Object.assign(new Error('Dit bestand is geen video.'), { status })));
      expect(screen.getByRole('alert').textContent).toContain('Dit bestand is geen video.');
      expect(screen.queryByRole('button', { name: 'Probeer Opnieuw' })).toBeNull();
      const other = screen.getByRole('button', { name: 'Kies een ander bestand' });
      expect(screen.getAllByRole('button')).toEqual([other]);
      expect(document.activeElement).toBe(other);

      const opened = vi.fn();
      otherPicker().addEventListener('click', opened);
      await userEvent.keyboard('{Enter}');
      expect(opened).toHaveBeenCalledTimes(1);
      fireEvent.change(otherPicker(), { target: { files: [video('echt.mp4')] } });
      expect(upload).toHaveBeenCalledTimes(2);
    },
  );

  it('Cancel aborts the request, says so, and ignores a late answer', async () => {
    const onUploaded = vi.fn();
    const { last } = renderWidget({ onUploaded });
    await userEvent.upload(input(), video());
    const { signal } = last().options;
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));

    expect(signal.aborted).toBe(true);
    expect(widgetState()).toBe('idle');
    expect(status().textContent).toBe('Upload geannuleerd.');
    expect(document.activeElement).toBe(input());
    await act(async () => last().resolve('te laat'));
    expect(widgetState()).toBe('idle');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('treats an AbortError from the request as a cancel, not a failure', async () => {
    const { last } = renderWidget();
    await userEvent.upload(input(), video());
    await act(async () => last().reject(new DOMException('aborted', 'AbortError')));
    expect(widgetState()).toBe('idle');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts a running upload when it goes away', async () => {
    const { last, unmount } = renderWidget();
    await userEvent.upload(input(), video());
    const { signal } = last().options;
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('shows drag-over while a file is held above it and uploads what is dropped', () => {
    const { last } = renderWidget();
    const zone = document.querySelector('[data-state]') as HTMLElement;
    const file = video('drop.mp4');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };

    fireEvent.dragEnter(zone, { dataTransfer });
    expect(widgetState()).toBe('drag-over');
    expect(screen.getByText('Laat los om te uploaden')).toBeTruthy();
    fireEvent.dragLeave(zone, { dataTransfer, relatedTarget: document.body });
    expect(widgetState()).toBe('idle');

    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(last().file.name).toBe('drop.mp4');
    expect(widgetState()).toBe('uploading');
  });

  it('leaves the focus where it is when the athlete works elsewhere on the page', async () => {
    const controlled = controlledUpload();
    render(
      <>
        <button type="button">Elders</button>
        <UploadWidget kind="video" upload={controlled.upload} />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elders' });
    elsewhere.focus();
    const zone = document.querySelector('[data-state]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [video()] } });
    expect(widgetState()).toBe('uploading');
    await act(async () => controlled.last().reject(new Error('x')));
    expect(widgetState()).toBe('error');
    expect(document.activeElement).toBe(elsewhere);
  });

  it('ignores dragged text and links', () => {
    renderWidget();
    const zone = document.querySelector('[data-state]') as HTMLElement;
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(widgetState()).toBe('idle');
  });

  it('names its call to action after the kind, or as told', () => {
    const { upload } = controlledUpload();
    render(<UploadWidget kind="document" upload={upload} />);
    expect(screen.getByLabelText(/Kies een document/)).toBeTruthy();
    expect(screen.getByText('PDF of Word, maximaal 100 MB')).toBeTruthy();
    cleanup();
    render(<UploadWidget kind="video" upload={upload} label="Upload je highlightvideo" hint="Maximaal 100 MB" />);
    expect(screen.getByLabelText(/Upload je highlightvideo/)).toBeTruthy();
    expect(screen.getByText('Maximaal 100 MB')).toBeTruthy();
  });
});
