import { type BuiltInAvatar, builtInAvatars } from '@storyloom/domain';

/**
 * The built-in avatars, drawn as small SVG faces (one colour and ear shape per animal), so the
 * product ships them without image files.
 */
const looks: Record<BuiltInAvatar, { fill: string; ears: 'point' | 'round' | 'none' | 'horn' }> = {
  fox: { fill: '#f08a3c', ears: 'point' },
  owl: { fill: '#9c7b5b', ears: 'point' },
  cat: { fill: '#8d8f99', ears: 'point' },
  bear: { fill: '#8a5a3b', ears: 'round' },
  rabbit: { fill: '#d9c6e8', ears: 'point' },
  panda: { fill: '#e8e8e8', ears: 'round' },
  penguin: { fill: '#3b4a5c', ears: 'none' },
  whale: { fill: '#4a90c8', ears: 'none' },
  lion: { fill: '#e0b040', ears: 'round' },
  turtle: { fill: '#5fa864', ears: 'none' },
  dragon: { fill: '#5cb89a', ears: 'horn' },
  unicorn: { fill: '#f2a7c8', ears: 'horn' },
};

export function builtInAvatarSvg(name: BuiltInAvatar): string {
  const { fill, ears } = looks[name];
  const earShapes = {
    point: `<path d="M22 34 L30 8 L42 28 Z M78 34 L70 8 L58 28 Z" fill="${fill}"/>`,
    round: `<circle cx="28" cy="26" r="12" fill="${fill}"/><circle cx="72" cy="26" r="12" fill="${fill}"/>`,
    horn: '<path d="M44 22 L50 2 L56 22 Z" fill="#f7d154"/>',
    none: '',
  }[ears];
  const index = builtInAvatars.indexOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${name}">
<rect width="100" height="100" rx="50" fill="hsl(${(index * 30) % 360} 70% 92%)"/>
${earShapes}
<circle cx="50" cy="56" r="32" fill="${fill}"/>
<circle cx="39" cy="50" r="5" fill="#222"/><circle cx="61" cy="50" r="5" fill="#222"/>
<circle cx="41" cy="48" r="1.6" fill="#fff"/><circle cx="63" cy="48" r="1.6" fill="#fff"/>
<ellipse cx="50" cy="62" rx="5" ry="3.5" fill="#333"/>
<path d="M42 70 Q50 77 58 70" stroke="#333" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>
`;
}
