import { mq, theme } from '@ltk/ui';
import { tileGrid, tileLink } from './tiles';

const flat = (styles: string) => styles.replace(/\s+/g, ' ');

describe('tileGrid', () => {
  it('lays the list out in the given columns from each breakpoint up, and only those', () => {
    const styles = flat(tileGrid({ xs: 2, md: 4 }, 2)(theme).styles);
    expect(styles).toContain('list-style: none;');
    expect(styles).toContain(`gap: ${theme.spacing(2)};`);
    expect(styles).toContain('grid-template-columns: repeat(2, minmax(0, 1fr));');
    expect(styles).toContain(`${mq.up('md')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }`);
    expect(styles).not.toContain(mq.up('sm'));
    expect(styles).not.toContain(mq.up('lg'));
  });

  it('gaps tiles by 1.5 spacing units unless told', () => {
    expect(flat(tileGrid({ xs: 3 })(theme).styles)).toContain(`gap: ${theme.spacing(1.5)};`);
  });
});

describe('tileLink', () => {
  it('keeps the text colour, drops the underline and shows the focus ring', () => {
    const styles = flat(tileLink(theme).styles);
    expect(styles).toContain(`color: ${theme.colors.text};`);
    expect(styles).toContain('text-decoration: none;');
    expect(styles).toContain(`&:focus-visible { outline: 2px solid ${theme.colors.focus};`);
  });
});
