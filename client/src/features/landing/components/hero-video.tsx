import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { afterLoadIdle } from '@/lib/after-load-idle';

const POSTER = {
  avif: '/media/hero-poster.avif',
  webp: '/media/hero-poster.webp',
  jpg: '/media/hero-poster.jpg',
};
/** A recording of the real app (scripts/make-hero-video.ts): WebM only, as Playwright records it. */
const VIDEO = { webm: '/media/hero.webm' };

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Autoplay only when the visitor has not asked for less motion or less data. */
function autoplayAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData =
    (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true;
  return !reduced && !saveData;
}

/**
 * The hero's background: an optimised poster image (AVIF → WebP → JPEG) painted at once, and a muted, looping,
 * decorative video inserted after the page has loaded. The video stays paused (and is not even downloaded) for
 * prefers-reduced-motion and Save-Data; a button pauses or plays it at any time (WCAG 2.2.2).
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLImageElement>(null);
  /** The poster format the browser picked, reused as the video's poster so nothing is downloaded twice. */
  const [posterSrc, setPosterSrc] = useState(POSTER.jpg);
  /**
   * Before the video goes in, the poster it shows is the one already painted: the prerendered image has usually
   * loaded before hydration, so its onLoad never reaches React (the video used to fetch the JPEG as well).
   */
  const mountVideo = () => {
    setPosterSrc(posterRef.current?.currentSrc || POSTER.jpg);
    setMounted(true);
  };
  /** Whether the <video> element exists yet (it is inserted after first paint). */
  const [mounted, setMounted] = useState(false);
  /**
   * Whether the visitor wants motion: paused in the first render (as in the prerendered HTML, which cannot know
   * the visitor's settings), then the autoplay policy once the page has loaded, then the button.
   */
  const [wantsPlay, setWantsPlay] = useState(false);
  const [playing, setPlaying] = useState(false);
  /** Set once the visitor has used the button: the autoplay policy no longer overrides their choice. */
  const chosen = useRef(false);

  useEffect(
    () =>
      autoplayAllowed()
        ? afterLoadIdle(() => {
            if (chosen.current) return;
            mountVideo();
            setWantsPlay(true);
          })
        : undefined,
    [],
  );

  // Switching reduced motion on while the page is open pauses the video.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const onChange = () => {
      if (query.matches) setWantsPlay(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (wantsPlay) {
      video.play().catch(() => setWantsPlay(false));
    } else {
      video.pause();
    }
  }, [wantsPlay, mounted]);

  function toggle() {
    chosen.current = true;
    mountVideo();
    setWantsPlay((w) => !w);
  }

  return (
    <>
      <div className="absolute inset-0 -z-10 overflow-hidden bg-[#0b3b36]" aria-hidden="true">
        <picture>
          <source srcSet={POSTER.avif} type="image/avif" />
          <source srcSet={POSTER.webp} type="image/webp" />
          <img
            ref={posterRef}
            src={POSTER.jpg}
            alt=""
            width={960}
            height={540}
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
            onLoad={(e) => setPosterSrc(e.currentTarget.currentSrc || POSTER.jpg)}
          />
        </picture>
        {mounted && (
          <video
            ref={videoRef}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
            muted
            loop
            playsInline
            preload={wantsPlay ? 'auto' : 'none'}
            poster={posterSrc}
            tabIndex={-1}
            disablePictureInPicture
            onPlaying={() => setPlaying(true)}
          >
            <source src={VIDEO.webm} type="video/webm" />
          </video>
        )}
        {/* Darkens the picture so the white text keeps AA contrast on every frame. */}
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/55 via-slate-950/35 to-slate-950/70" />
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!wantsPlay}
        className="absolute bottom-4 right-4 inline-flex size-11 items-center justify-center rounded-full border border-white/30 bg-slate-950/40 text-white transition-colors hover:bg-slate-950/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {wantsPlay ? (
          <Pause className="size-5" aria-hidden="true" />
        ) : (
          <Play className="size-5" aria-hidden="true" />
        )}
        <span className="sr-only">Pause background video</span>
      </button>
    </>
  );
}
