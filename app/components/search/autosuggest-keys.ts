/** Where the highlighted option moves on a key (combobox pattern): arrows wrap, Home/End jump, -1 is the input. */
export function nextActiveIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? 0 : active + 1
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1
    default:
      return null
  }
}
