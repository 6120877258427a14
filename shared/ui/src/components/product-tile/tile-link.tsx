import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type TileLinkProps = {
  href: string;
  /** Retailer links open in a new tab; product pages route inside the site. */
  external?: boolean;
  label?: string;
  className?: string;
  children: ReactNode;
};

/** Link to a product page (router) or a retailer (new tab). */
export function TileLink({ href, external = false, label, className, children }: TileLinkProps) {
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={href} aria-label={label}>
      {children}
    </Link>
  );
}
