/** The dimmed layer behind flyouts and menus (SPEC §4); a click on it closes what it sits behind. */
export function Overlay({ shown, onClick }: { shown: boolean; onClick: () => void }) {
  return <div className={shown ? 'overlay overlay--shown' : 'overlay'} aria-hidden="true" onClick={onClick} />
}
