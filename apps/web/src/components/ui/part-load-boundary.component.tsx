import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PartLoadBoundaryProps = {
  children: ReactNode;
  /** Forgets the failed download (a lazy module's `reload`), before the part is drawn again. */
  onRetry: () => void;
  /** The box of the message, so it takes the place of the part it stands for. */
  className: string;
};

/**
 * A part of a screen whose code is a separate download (a modal's body, the map) can fail to arrive on a
 * flaky connection. Its place then says so and offers Retry, instead of the error reaching the page's
 * error screen and taking the whole page away.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? (
      <PartNotLoaded className={this.props.className} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

function PartNotLoaded({ className, onRetry }: { className: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center gap-4 text-center text-sm text-slate-700 ${className}`}
    >
      <p>{t('common.partNotLoaded')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
