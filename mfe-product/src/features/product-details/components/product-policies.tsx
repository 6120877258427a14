import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { RetailerProduct } from '@ltk/contracts';
import { Button } from '@ltk/ui';
import { Dialog } from '@ltk/ui/dialog';
import { useState } from 'react';
import { strings } from '../../../i18n/strings';

/** Policy handles the retailer product carries (section 3: policies handle, body) and their titles. */
const POLICY_TITLES = {
  'shipping-policy': 'product.shippingPolicy',
  'refund-policy': 'product.returnsPolicy',
} as const;

type PolicyHandle = keyof typeof POLICY_TITLES;
type Open = { kind: 'size-chart' } | { kind: 'policy'; handle: PolicyHandle; body: string } | null;

const isKnownPolicy = (handle: string): handle is PolicyHandle => handle in POLICY_TITLES;

const linkButton = (theme: Theme) => css`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.typography.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** 'Size Chart', 'Shipping Policy' and 'Returns Policy' links, each opening its modal (when the retailer has it). */
export function ProductPolicies({
  retailerProduct,
  name,
}: {
  retailerProduct: RetailerProduct;
  name: string;
}) {
  const { t } = strings.useStrings();
  const [open, setOpen] = useState<Open>(null);
  const sizeChart = retailerProduct.sizeChart?.imageUrl;
  const policies = (retailerProduct.policies ?? []).flatMap((policy) =>
    isKnownPolicy(policy.handle) && policy.body.trim() ? [{ handle: policy.handle, body: policy.body }] : [],
  );
  if (!sizeChart && policies.length === 0) return null;
  const close = () => setOpen(null);

  return (
    <>
      <ul
        css={(theme: Theme) =>
          css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.spacing(2),
            margin: 0,
            padding: 0,
            listStyle: 'none',
          })
        }
      >
        {sizeChart ? (
          <li>
            <button type="button" css={linkButton} onClick={() => setOpen({ kind: 'size-chart' })}>
              {t('product.sizeChart')}
            </button>
          </li>
        ) : null}
        {policies.map((policy) => (
          <li key={policy.handle}>
            <button type="button" css={linkButton} onClick={() => setOpen({ kind: 'policy', ...policy })}>
              {t(POLICY_TITLES[policy.handle])}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open?.kind === 'size-chart'}
        onClose={close}
        title={t('product.sizeChart')}
        maxWidth={720}
        actions={<Button onClick={close}>{t('product.close')}</Button>}
      >
        {sizeChart ? (
          <img
            src={sizeChart}
            alt={t('product.sizeChartAlt', { name })}
            width={900}
            height={700}
            css={(theme: Theme) =>
              css({ display: 'block', width: '100%', height: 'auto', marginTop: theme.spacing(2) })
            }
          />
        ) : null}
      </Dialog>
      <Dialog
        open={open?.kind === 'policy'}
        onClose={close}
        title={open?.kind === 'policy' ? t(POLICY_TITLES[open.handle]) : ''}
        actions={<Button onClick={close}>{t('product.close')}</Button>}
      >
        {open?.kind === 'policy' ? <p css={css({ whiteSpace: 'pre-line' })}>{open.body}</p> : null}
      </Dialog>
    </>
  );
}
