import styles from './CallbacksScreen.module.css';
import type { CallbacksView } from './use-callbacks-view.ts';

const LABELS: Record<CallbacksView, string> = { list: 'List', board: 'Board' };

/** List or board: two pressed-or-not buttons, the one showing pressed. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: CallbacksView;
  onChange: (view: CallbacksView) => void;
}) {
  return (
    <fieldset className={styles.viewToggle}>
      <legend className="visually-hidden">Show the requests as</legend>
      {(['list', 'board'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}
