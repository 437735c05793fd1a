/** Line icons of the side toolbar (inline SVG: no icon font, no emoji font needed). */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  'aria-hidden': true,
} as const;

export const ConsultIcon = () => (
  <svg {...common}>
    <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
  </svg>
);

export const PhoneIcon = () => (
  <svg {...common}>
    <path
      d="M6 3h4l1.5 5-2.5 1.5a11 11 0 0 0 5.5 5.5L16 12.5l5 1.5v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z"
      strokeLinejoin="round"
    />
  </svg>
);

export const GuideIcon = () => (
  <svg {...common}>
    <path
      d="M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z"
      strokeLinejoin="round"
    />
  </svg>
);

export const FeedbackIcon = () => (
  <svg {...common}>
    <path d="M4 20l1-5L16 4l4 4L9 19z M13 7l4 4" strokeLinejoin="round" />
  </svg>
);

export const TopIcon = () => (
  <svg {...common}>
    <path d="M5 4h14M12 20V8M6 13l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
