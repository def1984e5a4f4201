import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * How frames are read: the browser's own BarcodeDetector where it reads QR codes (Chrome on
 * Android and macOS), else jsQR, loaded only now (it stays out of every page's first download).
 */
async function makeDetector(): Promise<Detect> {
  const Native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    // A QR fills a good part of the frame: 640 px across reads it and keeps each frame cheap.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

/**
 * The camera at the desk (a phone's back camera, a laptop's webcam): reads QR codes a few times a
 * second and hands each new one to `onCode` (a card held in view counts once).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<'starting' | 'on' | 'failed'>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const detect = await makeDetector();
        if (stopped) return;
        setState('on');
        const tick = async () => {
          if (stopped) return;
          const code = await detect(element).catch(() => null);
          const now = Date.now();
          // A card held in view is read once; it counts again only after leaving view for 3 s.
          if (code) {
            const fresh = code !== last.code || now - last.at > 3000;
            last = { code, at: now };
            if (fresh) handler.current(code);
          }
          timer = window.setTimeout(tick, 200);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Stack gap="xs">
      {state === 'failed' ? (
        <Alert color="red" role="alert">
          {t('operations.scan.cameraFailed')}
        </Alert>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', maxWidth: 420, borderRadius: 8, background: '#000' }}
            data-testid="scan-camera"
          />
          <Text size="sm" c="dimmed">
            {state === 'starting' ? t('operations.scan.cameraStarting') : t('operations.scan.cameraHelp')}
          </Text>
        </>
      )}
    </Stack>
  );
}
