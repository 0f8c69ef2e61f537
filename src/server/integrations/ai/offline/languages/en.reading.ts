/** How the offline writer reads an English brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** English reading rules. */
export const enReading: LanguageReadingSource = {
  extraStopWords:
    'about above after again against all almost also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each either else even ever every few ' +
    'pm come comes coming go goes going give gives take takes show shows need needs want wants starts ' +
    'for from further get gets got had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just let lets like made make makes many may me might more most much must my myself ' +
    'no nor not now of off on once one only or other our ours ourselves out over own per please quite rather ' +
    'really same she should so some such than that the their theirs them themselves then there these they ' +
    'this those through to too under until up upon us very was we were what when where which while who whom ' +
    'why will with within without would yet you your yours yourself yourselves ' +
    "it's we're you're they're i'm don't doesn't can't won't isn't aren't that's there's here's let's " +
    'write writing create creating generate make craft draft compose need want help give tell show share ' +
    'post posts caption captions tweet tweets content copy announce announcing announcement promote promoting ' +
    'introduce introducing introduces update updates new newest latest best great amazing awesome top ' +
    'good nice cool big little lot lots thing things something someone everyone anyone way ways ' +
    'today tonight tomorrow now soon week day days time times year years opens open opening launch launches ' +
    'launching launched available check join use using used try trying going come coming see look ' +
    'benefits benefit tips reasons ideas facts steps via etc per vs amp ' +
    'um uh hey hi hello okay yeah yes guys gonna wanna kinda sorta stuff ' +
    'monday tuesday wednesday thursday friday saturday sunday',
  metaWords:
    'social media content engaging viral professional informative storytelling creative video videos image ' +
    'images photo photos picture pictures clip clips footage upload uploaded uploads reel reels campaign file ' +
    'files platform platforms recording recorded',
  instructionPrefixes: [
    /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:help\s+me\s+)?(?:write|create|generate|make|craft|draft|compose|give\s+me|i\s+need|i\s+want|we\s+need)\s+(?:me\s+|us\s+)?(?:(?:a|an|some|the|\d+)\s+)?(?:[\p{L}/-]+\s+){0,4}?(?:posts?|captions?|tweets?|content|copy|announcements?|updates?|threads?|ideas?)\s+(?:about|on|for|announcing|promoting|regarding|that|around|highlighting|showcasing)\s+/iu,
    /^(?:a\s+)?(?:post|caption|tweet)\s+(?:about|on|for)\s+/iu,
  ],
  intents: [
    [
      'promotion',
      /\b(?:sale|discount|deal|offer|promo|coupon|free shipping|black friday|\d+\s?% off)\b|\d+\s?%/iu,
    ],
    [
      'event',
      /\b(?:event|webinar|workshop|conference|meetup|join us|opens?|opening|festival|concert|livestream)\b/iu,
    ],
    ['launch', /\b(?:launch\w*|introduc\w*|new|announc\w*|unveil\w*|releas\w*|debut\w*)\b/iu],
    ['howto', /\b(?:how to|tips?|guide|steps?|ways to|learn\w*|tutorial|benefits?|mistakes)\b/iu],
    ['story', /\b(?:story|journey|behind the scenes|founder|started|experience|lessons?)\b/iu],
  ],
  audienceNouns:
    'professionals founders entrepreneurs parents moms dads mothers fathers students teachers developers ' +
    'engineers designers marketers creators freelancers beginners athletes runners travelers travellers gamers ' +
    'readers shoppers customers families kids teens seniors managers leaders teams owners businesses startups ' +
    'nurses doctors investors artists musicians writers foodies homeowners coaches clients buyers fans',
  spokenFiller: /^(?:(?:so|um+|uh+|okay|ok|well|alright|right)\b[,\s]*)+/iu,
  greeting: /^(?:hi|hello|hey|welcome|thanks|thank you|good (?:morning|afternoon|evening))\b/iu,
  determiners: ['our', 'my', 'your', 'their', 'the'],
  abbreviations: [
    ...['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'e.g', 'i.e', 'approx', 'inc', 'ltd', 'jr', 'sr', 'no'],
    ...['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ],
  nameWords: 'new big little best great top good open day time',
  timeWords:
    'noon midday midnight morning mornings afternoon afternoons evening evenings night nights weekend weekends weekday weekdays hour hours minute minutes',
};
