import { SECRET_OVERLAPS } from './custom-headers-editor';

interface OverlapSelectProps {
  id?: string;
  label: string;
  value?: number;
  onChange?: (seconds: number) => void;
}

/** How long the previous signing secret keeps signing after a rotation (24 hours unless chosen). */
export function OverlapSelect({ id, label, value, onChange }: OverlapSelectProps) {
  return (
    <select
      id={id}
      aria-label={label}
      {...(onChange ? { value, onChange: (event) => onChange(Number(event.target.value)) } : { defaultValue: 86_400 })}
    >
      {SECRET_OVERLAPS.map(({ label: text, seconds }) => (
        <option key={seconds} value={seconds}>
          {text}
        </option>
      ))}
    </select>
  );
}
