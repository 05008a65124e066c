import { Radio, RadioGroup } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.tsx';
import { group, segment, segments } from './ThemeSetting.css.ts';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const labels: Record<ThemeName, string> = { light: 'LIGHT', dark: 'DARK' };

export interface ThemeSettingProps {
  value: ThemeName;
  onChange(theme: ThemeName): void;
  label?: string;
}

/** LIGHT or DARK, as a segmented radio group: arrow keys move between the two. */
export function ThemeSetting({ value, onChange, label = 'Theme' }: ThemeSettingProps) {
  return (
    <RadioGroup className={group} value={value} onChange={(chosen) => onChange(chosen as ThemeName)} orientation="horizontal">
      <FieldLabel>{label}</FieldLabel>
      <div className={segments}>
        {themeNames.map((theme) => (
          <Radio key={theme} value={theme} className={segment}>
            {labels[theme]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
