// Camera scanning with the browser's BarcodeDetector (Chrome on Android, among others): the video runs until a QR
// code is read, then stops. Where the browser has no BarcodeDetector the scan screen hides the button; typing the
// code always works.
import { useCallback, useEffect, useRef, useState } from 'react';

type DetectedCode = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<DetectedCode[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

function detectorClass(): DetectorConstructor | null {
  if (typeof window === 'undefined') return null;
  const found = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return typeof found === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? found : null;
}

export function useCameraScan(onCode: (code: string) => void) {
  const [supported] = useState(() => detectorClass() !== null);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<() => void>(() => undefined);

  const stop = useCallback(() => {
    stopRef.current();
    stopRef.current = () => undefined;
    setScanning(false);
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    if (!Detector) return;
    setFailed(false);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      const detector = new Detector({ formats: ['qr_code'] });
      let running = true;
      stopRef.current = () => {
        running = false;
        stream.getTracks().forEach((track) => track.stop());
      };
      setScanning(true);
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      const look = async () => {
        if (!running) return;
        const codes = await detector.detect(video).catch(() => []);
        const code = codes[0]?.rawValue;
        if (code) {
          stop();
          onCode(code);
        } else requestAnimationFrame(() => void look());
      };
      void look();
    } catch {
      stop();
      setFailed(true);
    }
  }, [onCode, stop]);

  useEffect(() => stop, [stop]);

  return { supported, scanning, failed, start, stop, videoRef };
}
