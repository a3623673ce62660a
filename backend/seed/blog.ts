/** The German blog (SPEC §2: only the German edition has one). */
export const BLOG_POSTS = [
  {
    slug: 'blutdruck-richtig-messen',
    title: 'Blutdruck richtig messen: fünf Tipps',
    teaser: 'Mit diesen Tipps werden Ihre Messwerte zu Hause verlässlich.',
    date: '2025-02-03',
    author: 'Dr. Anna Berger',
    paragraphs: [
      'Messen Sie immer zur gleichen Tageszeit, am besten morgens vor dem Frühstück und abends vor dem Schlafengehen.',
      'Setzen Sie sich fünf Minuten ruhig hin, bevor Sie messen, und sprechen Sie während der Messung nicht.',
      'Die Manschette sitzt zwei Finger breit über der Ellenbeuge, auf Herzhöhe.',
    ],
    productIds: [1045, 1046, 1071],
  },
  {
    slug: 'fieber-bei-kindern',
    title: 'Fieber bei Kindern: wann zum Arzt?',
    teaser: 'Was Eltern über Fieber wissen sollten und wie man richtig misst.',
    date: '2025-01-15',
    author: 'Lena Hoffmann',
    paragraphs: [
      'Fieber ist eine natürliche Abwehrreaktion des Körpers. Ab 38,5 °C spricht man bei Kindern von Fieber.',
      'Bei Säuglingen unter drei Monaten sollten Sie schon bei erhöhter Temperatur die Kinderärztin anrufen.',
      'Ohr- und Stirnthermometer messen schnell und schonend, auch im Schlaf.',
    ],
    productIds: [1115, 1119],
  },
  {
    slug: 'gesund-durch-den-winter',
    title: 'Gesund durch den Winter',
    teaser: 'Gute Luft, Wärme und Bewegung für die kalte Jahreszeit.',
    date: '2024-12-01',
    author: 'Jonas Keller',
    paragraphs: [
      'Heizungsluft ist trocken: Eine Luftfeuchtigkeit von 40 bis 60 Prozent schont die Schleimhäute.',
      'Wärme entspannt verspannte Muskeln, Bewegung an der frischen Luft stärkt die Abwehr.',
    ],
    productIds: [1165, 1146],
  },
] as const
