import { useEffect, useState } from 'react';
import { carouselIntervalMs, shellLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';
import { CloseButton, Dot, Dots, Region, Slide } from './BannerCarousel.styles';

const labels = shellLabels.banner;

/** One slide (doc 000 §3 banner: title, link, image, background style). */
export type CarouselBanner = {
  id: string;
  title: string;
  imageSrc: string;
  href: string;
  /** Background behind the picture while this slide shows (CSS background value). */
  background?: string;
};

export type BannerCarouselProps = {
  /** The banners to rotate, already filtered by their time windows (domain `activeBanners`). */
  banners: CarouselBanner[];
  /**
   * The size the banners' pictures are drawn at (all alike): the carousel keeps their space before a picture
   * arrives and while slides change, so nothing below it moves. Shown at most this wide, centred on the
   * slide's background.
   */
  pictureSize: { width: number; height: number };
  /** Told when the visitor closes the ad; it stays closed for this view (doc 000 §4.7). */
  onClose?: () => void;
};

/** Advances `index` every `intervalMs` unless paused; restarts its wait when the slide changes by hand. */
function useRotation(count: number, isPaused: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const intervalMs = carouselIntervalMs(count);
  useEffect(() => {
    if (isPaused || intervalMs === null) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs, isPaused]);
  return [count > 0 ? index % count : 0, setIndex];
}

/**
 * The home and /pay/newindex banner carousel (doc 000 §4.7): rotates every 5 s with one banner,
 * 10 s with two and 15 s with more; pauses while hovered or focused; closable.
 */
export function BannerCarousel({ banners, pictureSize, onClose }: BannerCarouselProps) {
  const [isClosed, setIsClosed] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [current, setCurrent] = useRotation(banners.length, isHovered || hasFocus);

  if (isClosed || banners.length === 0) return null;
  const active = banners[current];

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={labels.carouselLabel}
      $background={active?.background}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setHasFocus(false);
      }}
    >
      {banners.map((banner, index) => (
        <Slide
          key={banner.id}
          role="group"
          aria-roledescription="slide"
          aria-label={labels.slide(index + 1, banners.length)}
          hidden={index !== current}
        >
          <SiteLink href={banner.href}>
            {/* A slide not on show loads its picture at low priority: the server's HTML then preloads only the
                first (React preloads an eager picture), which is the one the page paints. */}
            <img
              src={banner.imageSrc}
              alt={banner.title}
              width={pictureSize.width}
              height={pictureSize.height}
              fetchPriority={index === current ? undefined : 'low'}
            />
          </SiteLink>
        </Slide>
      ))}
      {banners.length > 1 && (
        <Dots role="group" aria-label={labels.slidePicker}>
          {banners.map((banner, index) => (
            <Dot
              key={banner.id}
              type="button"
              aria-label={labels.slide(index + 1, banners.length)}
              aria-current={index === current}
              onClick={() => setCurrent(index)}
            />
          ))}
        </Dots>
      )}
      <CloseButton
        type="button"
        aria-label={labels.close}
        onClick={() => {
          setIsClosed(true);
          onClose?.();
        }}
      >
        ×
      </CloseButton>
    </Region>
  );
}
