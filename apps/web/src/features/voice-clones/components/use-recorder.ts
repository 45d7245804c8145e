import { useCallback, useEffect, useRef, useState } from 'react';

export interface Recorder {
  recording: boolean;
  /** 0…1, the microphone's loudness now (for the level meter). */
  level: number;
  seconds: number;
  error: string | null;
  start(): Promise<void>;
  /** Stops and resolves with what was recorded. */
  stop(): Promise<Blob | null>;
}

/** The microphone through MediaRecorder, with a level meter from an AnalyserNode. */
export function useRecorder(): Recorder {
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const parts = useRef<{ recorder: MediaRecorder; stream: MediaStream; context: AudioContext; frame: number; chunks: Blob[]; startedAt: number } | null>(null);

  const release = useCallback(() => {
    const current = parts.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context.close().catch(() => undefined);
    parts.current = null;
    setRecording(false);
    setLevel(0);
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(stream).connect(analyser);
      const recorder = new MediaRecorder(stream);
      const state = { recorder, stream, context, frame: 0, chunks: [] as Blob[], startedAt: performance.now() };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) state.chunks.push(event.data);
      };
      const samples = new Float32Array(analyser.fftSize);
      const meter = () => {
        analyser.getFloatTimeDomainData(samples);
        const rms = Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
        setLevel(Math.min(1, rms * 4));
        setSeconds((performance.now() - state.startedAt) / 1000);
        state.frame = requestAnimationFrame(meter);
      };
      parts.current = state;
      recorder.start(250);
      setSeconds(0);
      setRecording(true);
      meter();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  const stop = useCallback(async () => {
    const current = parts.current;
    if (!current) return null;
    const done = new Promise<void>((resolve) => {
      current.recorder.onstop = () => resolve();
    });
    current.recorder.stop();
    await done;
    const blob = new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' });
    release();
    return blob;
  }, [release]);

  return { recording, level, seconds, error, start, stop };
}
