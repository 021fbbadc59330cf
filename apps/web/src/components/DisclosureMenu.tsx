import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './DisclosureMenu.module.css';

export interface DisclosureMenuProps {
  /** What the toggle button shows. */
  label: ReactNode;
  /** Accessible name of the toggle when its label is not plain text (an avatar). */
  ariaLabel?: string;
  /** The panel's links and buttons. */
  children: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  active?: boolean;
}

/**
 * A navigation dropdown in the WAI "disclosure" pattern: a button with aria-expanded that shows
 * a panel of ordinary links. Opens on click, Enter or Space (and on hover with a mouse); closes
 * on Escape (focus returns to the button), on a click outside, when focus leaves, and after
 * any navigation. Kept small on purpose: the header is on every page's critical path.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  children,
  align = 'start',
  buttonClassName,
  active,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  /** A mouse opened it by hovering: the click that usually follows must not close it again. */
  const openedByHover = useRef(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape only enhance the button, which stays the control.
    <div
      ref={rootRef}
      className={classes.root}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') {
          openedByHover.current = false;
          setOpen(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        data-active={active || undefined}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
      >
        {label}
      </button>
      <div id={panelId} className={classes.panel} data-align={align} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
