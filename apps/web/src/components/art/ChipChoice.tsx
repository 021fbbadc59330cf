import classes from './ArtPieces.module.css';

/**
 * One choice among a few, as round buttons that wrap on a phone (a segmented control would run
 * off a narrow screen); the chosen one is pressed.
 */
export function ChipChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <ul className={classes.tagCloud} aria-label={label}>
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className={classes.tagChip}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
