import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/** The browser's own QR reader (Chrome, Edge, Android WebView); absent in Safari and Firefox. */
const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;

export const canScan = () => detectorClass() !== null && !!navigator.mediaDevices?.getUserMedia;

const SCAN_EVERY_MS = 250;
/** The same ticket held in front of the camera is read many times a second: handle it once. */
const SAME_CODE_QUIET_MS = 4000;

interface Props {
  /** Called once per ticket shown; scanning pauses until it settles. */
  onPayload: (payload: string) => Promise<void>;
}

/**
 * Camera check-in with the BarcodeDetector API where the browser has it. Staff start it
 * themselves (the camera prompt should not greet every visit), and it stops when they leave.
 */
export function QrScanner({ onPayload }: Props) {
  const { t } = useTranslation('staff');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const busy = useRef(false);
  const last = useRef<{ value: string; at: number } | null>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = canScan();

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setOn(false);
  }, []);
  useEffect(() => stop, [stop]);

  const start = async () => {
    const Klass = detectorClass();
    if (!Klass || !video.current) return;
    setProblem(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (err) {
      const denied = (err as Error)?.name === 'NotAllowedError';
      setProblem(t(denied ? 'checkin.cameraDenied' : 'checkin.cameraFailed'));
      return;
    }
    const el = video.current;
    el.srcObject = stream.current;
    await el.play().catch(() => undefined);
    const detector = new Klass({ formats: ['qr_code'] });
    setOn(true);
    timer.current = setInterval(async () => {
      if (busy.current || el.readyState < 2) return;
      busy.current = true;
      try {
        const [code] = await detector.detect(el);
        const value = code?.rawValue.trim();
        const now = performance.now();
        if (value && !(last.current?.value === value && now - last.current.at < SAME_CODE_QUIET_MS)) {
          last.current = { value, at: now };
          await onPayload(value);
        }
      } catch {
        // A frame the detector could not read: try the next one.
      } finally {
        busy.current = false;
      }
    }, SCAN_EVERY_MS);
  };

  if (!supported) {
    return (
      <p className="stf-muted" data-testid="staff-scan-unsupported">
        {t('checkin.noCamera')}
      </p>
    );
  }
  return (
    <div className="stf-scanner">
      <video
        ref={video}
        className={on ? 'stf-video' : 'stf-video is-off'}
        muted
        playsInline
        aria-label={t('checkin.camera')}
      />
      {problem ? (
        <p className="stf-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button color={on ? 'default' : 'primary'} onClick={on ? stop : start}>
        {on ? t('checkin.stopCamera') : t('checkin.startCamera')}
      </Button>
    </div>
  );
}
