// A grid of goods cards (two columns on phones, more on wider screens).
import type { StoreGoods } from '../../contract/store-shared'
import { yuan } from '../money'

export function GoodsGrid({ goods, onOpen }: { goods: StoreGoods[]; onOpen: (id: string) => void }) {
  return (
    <ul className="goods-grid">
      {goods.map((item) => (
        <li key={item.id}>
          <button type="button" className="goods-card" onClick={() => onOpen(item.id)}>
            {item.image ? (
              <img src={item.image} alt="" loading="lazy" width={300} height={300} />
            ) : (
              <span className="goods-blank" />
            )}
            <span className="goods-title">{item.title}</span>
            <span className="price">{yuan(item.minPrice)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
