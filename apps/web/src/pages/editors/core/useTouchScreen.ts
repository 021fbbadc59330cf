import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the main pointer is a finger (a phone or a tablet): the editors' hints then name taps
 * and the touch controls ("Choose several", the arrows) instead of Shift-click and the keyboard.
 */
export function useTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)') ?? false;
}
