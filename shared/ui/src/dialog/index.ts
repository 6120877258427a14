// `@ltk/ui/dialog`: outside the shared `@ltk/ui` module on purpose, so a dialog's code loads with the part that opens
// one (each remote bundles it into its own chunks), not in the first load of every page.
export { Dialog, type DialogProps } from '../components/dialog/dialog';
export { useModalFocus, type ModalFocusOptions } from '../components/dialog/use-modal-focus';
