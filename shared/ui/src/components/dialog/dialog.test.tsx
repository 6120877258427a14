import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test/render-ui';
import { Dialog } from './dialog';

function Harness({ persistent = false, onClose = () => {} }: { persistent?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        persistent={persistent}
        title="Delete cart"
        description="Are you sure?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={
          <>
            <button type="button">first</button>
            <button type="button" onClick={() => setOpen(false)}>
              last
            </button>
          </>
        }
      />
    </>
  );
}

test('is a modal dialog named by its title and described by its text', async () => {
  const user = userEvent.setup();
  renderUi(<Harness />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete cart' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Are you sure?');
});

test('moves focus inside, traps Tab in both directions and restores focus on close', async () => {
  const user = userEvent.setup();
  renderUi(<Harness />);
  const opener = screen.getByRole('button', { name: 'open' });
  await user.click(opener);
  const first = screen.getByRole('button', { name: 'first' });
  const last = screen.getByRole('button', { name: 'last' });
  expect(first).toHaveFocus();
  await user.tab();
  expect(last).toHaveFocus();
  await user.tab();
  expect(first).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Escape closes it', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderUi(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a persistent dialog ignores Escape', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderUi(<Harness persistent onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
