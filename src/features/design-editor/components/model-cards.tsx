// The model chooser's cards: plain buttons and CSS (a CSS module), not Mantine's Card, Image and
// Text. They are the editor's first screen on a first visit, and 48 Mantine cards were a long task
// of their own under a phone's CPU (issue 17, time to interactive). Pictures load lazily: only the
// cards on screen fetch theirs, so the network is quiet sooner.
import { useLingui } from '@lingui/react/macro'
import type { ProductRow } from '../../../contract/goods'
import classes from './model-cards.module.css'

export function ModelCards({ rows, onChoose }: { rows: ProductRow[]; onChoose: (model: ProductRow) => void }) {
  const { t } = useLingui()
  return (
    <div className={classes.scroller}>
      <div className={classes.grid}>
        {rows.map((row) => (
          <button
            key={row.id}
            type="button"
            className={classes.card}
            onClick={() => onChoose(row)}
            aria-label={t`Choose ${row.title}`}
          >
            <img className={classes.picture} src={row.image} alt="" loading="lazy" decoding="async" />
            <span className={classes.title}>{row.title}</span>
            <span className={classes.meta}>
              {row.categoryTitle} · {t`${row.sideCount} print areas`}
            </span>
          </button>
        ))}
      </div>
    </div>
  )
}
