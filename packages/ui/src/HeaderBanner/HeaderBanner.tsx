import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { headerBannerAutoCloseMs, shellLabels } from '@wenxian/domain';
import { SiteLink } from '../LinkContext';

export type HeaderBannerCloseReason = 'timeout' | 'click';

export type HeaderBannerProps = {
  /** The banner picture (a full-width promotional image). */
  imageSrc: string;
  /** Text alternative of the picture; also names the banner for assistive technology. */
  title: string;
  /** Background behind the picture, e.g. the campaign's colour (CSS background value). */
  background?: string;
  /**
   * What the banner announces (its artwork's 立即查看): a click on the picture opens it and closes the banner;
   * a close button then closes it without leaving. Without it, a click anywhere closes the banner.
   */
  href?: string;
  /** Told once when the banner closes: after the countdown or on a click anywhere on it. */
  onClose?: (reason: HeaderBannerCloseReason) => void;
  /** Extra content under the picture (rarely needed). */
  children?: ReactNode;
};

const Region = styled.aside<{ $background?: string }>`
  position: relative;
  display: flex;
  justify-content: center;
  background: ${({ $background, theme }) => $background ?? theme.color.brandSoft};
`;

const Picture = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.sm};
  width: 2.4rem;
  height: 2.4rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: rgb(0 0 0 / 35%);
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
  cursor: pointer;
`;

/**
 * The home page's header banner (doc 000 §4.7): closes after 10 s or when clicked. Whether it shows at
 * all (its date window) is the owner's decision; once closed it stays closed for this mount.
 */
export function HeaderBanner({ imageSrc, title, background, href, onClose, children }: HeaderBannerProps) {
  const [isOpen, setIsOpen] = useState(true);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = setTimeout(() => {
      setIsOpen(false);
      onCloseRef.current?.('timeout');
    }, headerBannerAutoCloseMs); // 10 s, doc 000 §4.7/§9
    return () => clearTimeout(timer);
  }, [isOpen]);

  if (!isOpen) return null;
  const close = () => {
    setIsOpen(false);
    onClose?.('click');
  };
  if (href) {
    return (
      <Region aria-label={title} $background={background}>
        <Picture as={SiteLink} href={href} aria-label={`${title}，${shellLabels.headerBanner.view}`} onClick={close}>
          <img src={imageSrc} alt="" />
        </Picture>
        <CloseButton type="button" aria-label={shellLabels.headerBanner.close} onClick={close}>
          ×
        </CloseButton>
        {children}
      </Region>
    );
  }
  return (
    <Region aria-label={title} $background={background}>
      <Picture type="button" aria-label={`${title}，${shellLabels.headerBanner.close}`} onClick={close}>
        <img src={imageSrc} alt="" />
      </Picture>
      {children}
    </Region>
  );
}
