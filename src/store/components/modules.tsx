// The shop's fixed home-page modules in the seller's order: banners (a swipeable row), the notice
// line and navigation buttons. Links go to a subject on the page (#id) or an https address.
import { BANNER_SIZES, type PageModuleView, storeImageSrcSet } from '../../contract/store-shared'

function Linked({ link, children, className }: { link: string; children: React.ReactNode; className: string }) {
  if (!link) return <div className={className}>{children}</div>
  const external = link.startsWith('https://')
  return (
    <a className={className} href={link} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {children}
    </a>
  )
}

export function Modules({ modules }: { modules: PageModuleView[] }) {
  const banners = modules.filter((row) => row.kind === 'banner')
  const navs = modules.filter((row) => row.kind === 'nav')
  const notices = modules.filter((row) => row.kind === 'notice')
  return (
    <>
      {banners.length > 0 && (
        <section className="banners">
          {banners.map((banner, index) => (
            <Linked key={banner.id} link={banner.link} className="banner">
              {banner.image ? (
                <img
                  src={banner.image}
                  srcSet={storeImageSrcSet(banner.image)}
                  sizes={BANNER_SIZES}
                  alt={banner.title}
                  width={1200}
                  height={480}
                  // The first banner is the page's largest paint: fetched first (the server also preloads it).
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              ) : null}
              {banner.title ? <span className="banner-title">{banner.title}</span> : null}
            </Linked>
          ))}
        </section>
      )}
      {notices.map((notice) => (
        <p key={notice.id} className="notice" role="note">
          {notice.title ? <strong>{notice.title} </strong> : null}
          {notice.text}
        </p>
      ))}
      {navs.length > 0 && (
        <nav className="navs">
          {navs.map((nav) => (
            <Linked key={nav.id} link={nav.link} className="nav">
              {nav.image ? (
                <img src={nav.image} srcSet={storeImageSrcSet(nav.image)} sizes="44px" alt="" width={48} height={48} />
              ) : (
                <span className="nav-dot" />
              )}
              <span>{nav.title}</span>
            </Linked>
          ))}
        </nav>
      )}
    </>
  )
}
