// Words a presenter says all the time. A catalog name made only of them ("One", "Pro",
// "The Original", "Day Pass") would fire on ordinary speech, so it is not a name to look for.
// Function words, then common verbs, adjectives, nouns and the words shops put in titles.

const WORDS = `
a an the and or but nor if then than so as at by for from in into of off on onto out over
to up with without within about above after again against along among around before behind
below beneath beside between beyond down during except inside near outside past since through
throughout till toward towards under until upon via per plus vs versus
i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his
himself she her hers herself it its itself they them their theirs themselves this that these
those who whom whose which what whatever whoever when where why how there here
all any both each either neither every few many much more most less least other others
another such some none no not nothing something anything everything someone anyone everyone
nobody somebody everybody one two three four five six seven eight nine ten eleven twelve
hundred thousand million first second third last next half double single dozen
am is are was were be been being have has had having do does did doing done will would shall
should can could may might must ought get gets got getting go goes going gone went come comes
came coming make makes made making take takes took taken see sees saw seen look looks looking
know knew known think thought say says said tell told give gave given find found use used
work works want wants need needs feel felt try tried keep kept let put run runs ran set show
shows shown call called ask turn turned start started play plays played move live lives
bring brought hold held stand stood hear heard watch leave left mean means help helps like
love buy bought sell sold pay paid win won meet check pick open close wait stay stop
new old good great best better big small large little long short high low top full free
real right wrong same different own just only very really also too even still already yet
ever never always often sometimes soon now today tonight tomorrow yesterday again once twice
well much far fast quick quickly slow early late hot cold warm cool nice fine easy hard
true sure ready able whole main major simple special perfect pure plain fresh clean
classic original premium pro plus max mini ultra super extra deluxe edition standard basic
essential essentials signature limited official select prime elite smart lite light heavy
day days week weeks month months year years time times hour hours minute minutes moment
morning afternoon evening night weekend home house world life way thing things part place
people person man men woman women child children kid kids friend family team game games
show shows part side end point number lot kind type sort line lines group set sets pair
pack piece pieces size sizes colour color style model models series collection kit bundle
deal deals offer sale price off percent save pass ticket tickets entry tour trip gift card
yes yeah okay ok oh hey hi hello please thanks thank wow look here
`

/** The stop list as written (lower case); names.ts keys it the way it keys names. */
export const COMMON_WORDS: readonly string[] = [...new Set(WORDS.split(/\s+/).filter(Boolean))]
