/**
 * What FFmpeg measures of one video (ffmpeg/) and what the findings (findings/) read: the one
 * contract between the two halves of the analysis. Times are seconds from the start of the video.
 */

/** The video stream and container, as ffprobe reports them. */
export interface VideoFacts {
  readonly duration_s: number;
  /** As the video shows, after its rotation flag: a portrait phone video is higher than wide. */
  readonly width: number;
  readonly height: number;
  /** The rotation flag (display matrix or `rotate` tag), normalised to 0, 90, 180 or 270. */
  readonly rotation: 0 | 90 | 180 | 270;
  /** The average frame rate. */
  readonly fps: number;
  /** The average and the nominal frame rate differ: a phone's variable frame rate. */
  readonly variableFrameRate: boolean;
  /** ffprobe's codec names, e.g. 'h264', 'hevc', 'aac'. */
  readonly videoCodec: string;
  readonly audioCodec: string | null;
  readonly hasAudio: boolean;
  readonly pixelFormat: string | null;
  /** The container's bit rate in bits per second, when known. */
  readonly bitrate: number | null;
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  readonly container: string;
}

export interface Span {
  readonly start_s: number;
  readonly end_s: number;
}

/** One clip: the stretch between two cuts (or the start or end of the video). */
export interface ClipFacts extends Span {
  /** A 64-bit average hash of the clip's middle frame, 16 hex digits: near-equal clips differ in few bits. */
  readonly signature: string;
}

export interface Detection {
  /** In order, covering the video from its start to its end. */
  readonly clips: readonly ClipFacts[];
  /** Stretches of (almost) black picture of at least about a second. */
  readonly black: readonly Span[];
  /** Stretches where the picture does not move (besides black) of at least about two seconds. */
  readonly frozen: readonly Span[];
  /** Stretches of silence of at least about two seconds; empty without audio. */
  readonly silence: readonly Span[];
  /**
   * The still stretch the video opens with (a title or info card, or a still first image), not
   * counting black; null when the picture moves from the start.
   */
  readonly staticOpening: Span | null;
  /** The mean volume of the audio in dBFS; null without audio. */
  readonly meanVolumeDb: number | null;
}

export interface AnalysisFacts {
  readonly video: VideoFacts;
  readonly detection: Detection;
}
