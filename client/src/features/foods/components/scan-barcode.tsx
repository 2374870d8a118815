/**
 * "Scan a barcode" (issue 35): the phone's back camera read by BarcodeDetector (or the ZXing wasm reader we serve,
 * lib/barcode-reader.ts), a photo of the barcode, or the digits typed. A known barcode opens the food; an unknown
 * one says so (the server's 404 message) and offers to create the food from the packet's label with that barcode.
 */
import { type Food, gtinCheckDigitOk } from '@common/foods';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-client';
import { firstGtin, gtinFromImage, retailBarcodeDetector } from '../lib/barcode-reader';
import { CreateFood } from './create-food';

const SCAN_EVERY_MS = 250;

/** The back camera's frames, read until a GTIN is found; a camera that cannot start says so (typing still works). */
function Camera({ onGtin }: { onGtin: (gtin: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callback, so a re-render does not restart the camera.
  const found = useRef(onGtin);
  useEffect(() => {
    found.current = onGtin;
  });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        // Closed while the permission prompt was open: the cleanup ran before the stream existed.
        if (stopped || !video.current) {
          stream.getTracks().forEach((t) => t.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        const detector = await retailBarcodeDetector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const gtin = firstGtin(
            (await detector.detect(video.current).catch(() => [])).map((b) => b.rawValue),
          );
          if (gtin) found.current(gtin);
          else timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        setProblem('The camera could not start (no camera, or permission refused). Type the digits below.');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);
  if (problem) return <p className="text-sm text-muted-foreground">{problem}</p>;
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Camera: point it at the barcode"
      className="aspect-video w-full rounded-md bg-muted object-cover"
    />
  );
}

export function ScanBarcode({ onFood, onCancel }: { onFood: (food: Food) => void; onCancel: () => void }) {
  const id = useId();
  const [digits, setDigits] = useState('');
  const [looking, setLooking] = useState(false);
  const [unknown, setUnknown] = useState<{ gtin: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = digits.replace(/\s/g, '');
  const typedOk = /^(\d{8}|\d{12,14})$/.test(typed) && gtinCheckDigitOk(typed);

  async function lookUp(gtin: string) {
    setLooking(true);
    setProblem(null);
    try {
      onFood((await api.get('/api/foods/barcode/:gtin', { params: { gtin } })).food);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        // The 404 says it in the member's words; the form below makes the food with this barcode (the body's
        // `create` call, POST /api/foods with the gtin).
        setUnknown({
          gtin,
          message:
            err.serverMessage ??
            `We don't know the food with barcode ${gtin} yet. Add it from its packet's label.`,
        });
      else
        setProblem(err instanceof ApiError ? (err.serverMessage ?? 'Could not look it up.') : 'No signal?');
    } finally {
      setLooking(false);
    }
  }

  if (unknown)
    return (
      <div className="space-y-3">
        <p className="text-sm" role="status">
          {unknown.message}
        </p>
        <CreateFood gtin={unknown.gtin} onCreated={onFood} onCancel={() => setUnknown(null)} />
      </div>
    );

  return (
    <div className="space-y-3">
      {!looking && <Camera onGtin={(gtin) => void lookUp(gtin)} />}
      <div>
        <Label htmlFor={`${id}-photo`}>Or a photo of the barcode</Label>
        <Input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const gtin = await gtinFromImage(file).catch(() => null);
            if (gtin) void lookUp(gtin);
            else setProblem('No barcode found in the photo. Try closer, in good light, or type the digits.');
          }}
        />
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (typedOk && !looking) void lookUp(typed);
        }}
      >
        <Label htmlFor={`${id}-digits`}>Or type the digits under the bars</Label>
        <Input
          id={`${id}-digits`}
          inputMode="numeric"
          autoComplete="off"
          value={digits}
          aria-invalid={typed.length >= 8 && !typedOk}
          onChange={(e) => setDigits(e.target.value)}
        />
        {typed.length >= 13 && !typedOk && (
          <p className="text-sm text-destructive">These digits are not a valid barcode: please check them.</p>
        )}
        <Button type="submit" disabled={!typedOk || looking} className="w-full">
          {looking ? 'Looking it up…' : 'Find this barcode'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back to search
      </Button>
    </div>
  );
}
