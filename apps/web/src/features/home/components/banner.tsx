import type { TPic } from '@app/contract/calls/cms';
import { useEffect, useRef, useState } from 'react';
import { PicLink } from './pic-link';
import './home.css';

const AUTOPLAY_MS = 4000;

/**
 * The home carousel (slot home_banner). A CSS scroll-snap strip: the browser does the swiping,
 * so no gesture library lands on the home route (its JS budget). Its box has the pictures'
 * 750×300 ratio before anything loads, so nothing below moves (CLS); the first picture is the
 * LCP element and loads eagerly.
 */
export function Banner({ pics, label }: { pics: TPic[] | undefined; label: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = pics?.length ?? 0;

  // Autoplay: next slide every few seconds, back to the first after the last; not while touched,
  // not in a background tab, not for people who asked for less motion.
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (!pics?.length) return <div className="hm-banner hm-banner--empty" aria-hidden="true" />;
  return (
    <section className="hm-banner" aria-label={label} aria-roledescription="carousel">
      <div
        ref={track}
        className="hm-banner__track"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        onPointerDown={() => setPaused(true)}
        onTouchStart={() => setPaused(true)}
        onFocus={() => setPaused(true)}
      >
        {pics.map((pic, i) => (
          <PicLink key={pic.id} link={pic.link} label={pic.title} className="hm-banner__item">
            <img
              className="hm-banner__img"
              src={pic.image}
              alt={pic.title}
              width={750}
              height={300}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </PicLink>
        ))}
      </div>
      {count > 1 ? (
        <div className="hm-banner__dots" aria-hidden="true">
          {pics.map((pic, i) => (
            <span key={pic.id} className={i === index ? 'hm-banner__dot hm-banner__dot--on' : 'hm-banner__dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
