/**
 * The api's one email rule (sign-up, email change, login, password-reset requests):
 *
 * - **Normalised** before it is checked, stored or looked up: surrounding white space trimmed, lower case, and the
 *   domain's trailing dot (the DNS root, `shopltk.test.` is `shopltk.test`) dropped. Two spellings of one mailbox
 *   are one account.
 * - **Valid** when it is `local@domain`, at most 254 characters: the local part 1-64 characters of letters, digits and
 *   ``!#$%&'*+/=?^_`{|}~-`` in dot-separated runs (no leading, trailing or double dot); the domain two or more labels
 *   of letters, digits and inner hyphens (1-63 characters each), the last one letters only (or an `xn--` label).
 *   This is HTML's `input type=email` rule with a dotted domain: quoted local parts, comments and address
 *   literals (`x@[1.2.3.4]`) are refused, and so is markup such as `x@y.z<script>`.
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.+$/, '');
}

const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Whether a normalised address follows the rule above. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const top = labels[labels.length - 1] ?? '';
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(top)
  );
}
