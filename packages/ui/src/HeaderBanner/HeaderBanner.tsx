import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { headerBannerAutoCloseMs, shellLabels } from '@wenxian/domain';

export type HeaderBannerCloseReason = 'timeout' | 'click';

export type HeaderBannerProps = {
  /** The banner picture (a full-width promotional image). */
  imageSrc: string;
  /** Text alternative of the picture; also names the banner for assistive technology. */
  title: string;
  /** Background behind the picture, e.g. the campaign's colour (CSS background value). */
  background?: string;
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

/**
 * The home page's header banner (doc 000 §4.7): closes after 10 s or when clicked. Whether it shows at
 * all (its date window) is the owner's decision; once closed it stays closed for this mount.
 */
export function HeaderBanner({ imageSrc, title, background, onClose, children }: HeaderBannerProps) {
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
  return (
    <Region aria-label={title} $background={background}>
      <Picture
        type="button"
        aria-label={`${title}，${shellLabels.headerBanner.close}`}
        onClick={() => {
          setIsOpen(false);
          onClose?.('click');
        }}
      >
        <img src={imageSrc} alt="" />
      </Picture>
      {children}
    </Region>
  );
}
