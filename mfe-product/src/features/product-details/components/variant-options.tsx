import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { RetailerProductOption } from '@ltk/contracts';
import type { OptionSelection } from '../utils/variant-selection';
import { strings } from '../../../i18n/strings';

export type VariantOptionsProps = {
  options: readonly RetailerProductOption[];
  selection: OptionSelection;
  onSelect: (name: string, value: string) => void;
};

const valueButton = (selected: boolean) => (theme: Theme) => css`
  min-width: 44px;
  min-height: 36px;
  padding: 0 ${theme.spacing(1.5)};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${selected ? theme.colors.primary : theme.colors.border};
  background: ${selected ? theme.colors.primary : theme.colors.background};
  color: ${selected ? theme.colors.primaryContrast : theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** One radio-like button group per retailer option (Size, Color …). */
export function VariantOptions({ options, selection, onSelect }: VariantOptionsProps) {
  const { t } = strings.useStrings();
  return (
    <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}>
      {options.map((option) => (
        <fieldset key={option.name} css={css({ border: 0, margin: 0, padding: 0 })}>
          <legend
            css={(theme: Theme) =>
              css({ fontWeight: theme.typography.weight.bold, marginBottom: theme.spacing(1) })
            }
          >
            {option.name}
            {selection[option.name] ? `: ${selection[option.name]}` : ''}
          </legend>
          <div
            role="group"
            aria-label={t('product.selectOption', { name: option.name })}
            css={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}
          >
            {option.values.map((value) => {
              const selected = selection[option.name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={selected}
                  css={valueButton(selected)}
                  onClick={() => onSelect(option.name, value)}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
