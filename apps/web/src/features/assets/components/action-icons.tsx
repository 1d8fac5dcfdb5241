import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon(props: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/** Funds coming in from the wallet. */
export const RechargeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </Icon>
);

/** Funds going to another member. */
export const TransferIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8h13m0 0-3.5-3.5M17 8l-3.5 3.5" />
    <path d="M20 16H7m0 0 3.5-3.5M7 16l3.5 3.5" />
  </Icon>
);

/** Funds leaving for the wallet. */
export const WithdrawIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5" />
    <path d="M5 19h14" />
  </Icon>
);

/** A sale to the trader. */
export const TradeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="4" />
    <circle cx="16" cy="16" r="4" />
    <path d="M15 4.5h4.5V9M9 19.5H4.5V15" />
  </Icon>
);

/** A lock on what cannot move yet. */
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

/** One stablecoin for the other. */
export const SwapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4 4 7l3 3" />
    <path d="M4 7h12a4 4 0 0 1 4 4" />
    <path d="m17 20 3-3-3-3" />
    <path d="M20 17H8a4 4 0 0 1-4-4" />
  </Icon>
);
