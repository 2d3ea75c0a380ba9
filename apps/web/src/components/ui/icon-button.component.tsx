import type { ComponentProps, ReactNode } from 'react';

type IconButtonProps = ComponentProps<'button'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
  /** A small count shown on the icon, such as unread notifications. */
  badge?: number;
};

export function IconButton({ label, children, badge, className = '', type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-500 ${className}`}
      {...rest}
    >
      {children}
      {badge !== undefined && badge > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-bold text-white"
        >
          {badge > 9 ? '9+' : badge}
        </span>
      )}
    </button>
  );
}
