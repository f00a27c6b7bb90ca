// The model chooser's cards: plain buttons and CSS (a CSS module), not Mantine's Card, Image and
// Text. They are the editor's first screen on a first visit, and 48 Mantine cards were a long task
// of their own under a phone's CPU (issue 17, time to interactive). Pictures load lazily: only the
// cards on screen fetch theirs, so the network is quiet sooner.
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue } from 'react'
import type { ProductRow } from '../../../contract/goods'
import classes from './model-cards.module.css'

/** Cards drawn in the first pass: more than a wide screen shows above the fold. */
const FIRST_CARDS = 12

export function ModelCards({ rows, onChoose }: { rows: ProductRow[]; onChoose: (model: ProductRow) => void }) {
  const { t } = useLingui()
  // The cards on screen first, the rest in a background render that yields to the browser: the
  // list's arrival drew all 48 cards in one task of ≈ 50 ms (200 ms on a phone's CPU), the
  // editor's last long task before it was interactive (issue 17). A filter's new list is drawn the
  // same way, so typing stays responsive.
  const shown = useDeferredValue(rows, rows.slice(0, FIRST_CARDS))
  return (
    <div className={classes.scroller}>
      <div className={classes.grid}>
        {shown.map((row) => (
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
