/**
 * Word families the care rules refer to as `@name`. Entries are written in normalised form (lower
 * case, no accents or apostrophes, contractions spelled out: "do not", "i am"), in the pattern
 * language of ../pattern.ts: `word*` matches any word it begins, `word(s)` an optional ending, and
 * an entry may be several words, joined by `+` ('little+one'). See README.md beside this file.
 */
/** Splits space-separated entries; `+` joins the words of one entry. */
function words(...lines: string[]): readonly string[] {
  return lines.join(' ').split(/\s+/).filter(Boolean);
}

export const FAMILIES = {
  // -- people ------------------------------------------------------------------------------
  /** Someone close to the member, as the subject of a question about them. */
  person: words(
    'mum(s) mom(s) mam mummy mommy mother(s) ma dad(s) daddy father(s) papa parent(s) son(s) daughter(s)',
    'baby babies babys bub(s) little+one newborn child children kid(s) boy little+boy baby+boy girl little+girl',
    'baby+girl husband(s) hubby wife partner(s) boyfriend(s) girlfriend(s) fiance(s) fiancee(s) sister(s)',
    'brother(s) sibling(s) twin(s) nan(s) nana(s) nanna(s) gran(s) granny grannys grandma(s)',
    'grandmother(s) grandad(s) granddad(s) grandpa(s) grandfather(s) grandparent(s) grandson(s)',
    'granddaughter(s) aunt(s) auntie(s) aunty uncle(s) cousin(s) niece(s) nephew(s) friend(s)',
    'best+friend(s) bestie(s) mate(s) neighbour(s) colleague(s) stepdad stepmum stepmom stepfather',
    'stepmother stepson stepdaughter father+in+law mother+in+law in+law(s) godmother godfather he she',
  ),
  /** The people the member lives with or is bound to, who might be hurting them. */
  household: words(
    'husband(s) hubby wife partner(s) boyfriend(s) girlfriend(s) fiance(s) fiancee(s) ex ex+husband',
    'ex+wife ex+boyfriend ex+girlfriend ex+partner dad(s) father(s) stepdad stepfather mum(s) mom(s)',
    'mother(s) stepmum stepmom stepmother mum+boyfriend mom+boyfriend mother+boyfriend brother(s)',
    'sister(s) uncle(s) son(s) parent(s) family man he she him they',
  ),
  /** Who may be the one doing the harm in a sentence about violence. */
  abuser: words(
    'husband(s) hubby wife partner(s) boyfriend(s) girlfriend(s) fiance(s) fiancee(s) ex ex+husband',
    'ex+wife ex+boyfriend ex+girlfriend ex+partner dad(s) father(s) stepdad stepfather mum(s) mom(s)',
    'mother(s) stepmum stepmom stepmother mum+boyfriend mom+boyfriend mother+boyfriend brother(s)',
    'sister(s) uncle(s) cousin(s) son(s) parent(s) grandad grandfather boss manager teacher coach',
    'landlord neighbour man guy someone somebody stranger he she they who',
    'in+laws mother+in+law father+in+law sister+in+law brother+in+law step+dad step+mum step+mom',
    'foster+dad foster+father foster+mum foster+mom foster+mother foster+parent(s) foster+brother',
  ),
  /** A relative or carer whose touching a member writes about is abuse, not romance. */
  relative: words(
    'stepdad stepfather dad father uncle brother cousin grandad grandfather grandpa mum+boyfriend',
    'mom+boyfriend mother+boyfriend teacher coach boss priest stepbrother step+brother mom+new+husband mum+new+husband',
    'lecturer professor prof tutor supervisor instructor driving+instructor landlord pastor imam youth+worker scout+leader',
    'mother+new+husband mom+new+boyfriend mum+new+boyfriend mother+new+boyfriend mom+husband mum+husband',
    'in+laws mother+in+law father+in+law',
    'foster+dad foster+father foster+mum foster+mom foster+mother foster+brother',
  ),
  /** Words for a close relationship: an 'end it' beside them is more likely a break-up. */
  relationship: words(
    'him her he she boyfriend girlfriend husband wife partner relationship marriage engagement fiance',
    'fiancee affair ex dating situationship friendship',
  ),
  zodiac: words(
    'aries taurus gemini leo virgo libra scorpio sagittarius capricorn aquarius pisces zodiac sign(s) horoscope',
    'compatible compatibility',
  ),
  possessive: words('my his her their our your the a an this that'),
  /** Question openers: a clause that begins with one asks about what follows. */
  ask: words(
    'will would is are am can could should shall do does did has have when how what which why where who',
    'may might was were i+wonder+if tell+me+if does+the+cup+say does+the+cup+show tell+me please+tell+me',
    'kindly+tell+me pls+tell+me',
    'what+does+the+cup+say+about',
  ),
  negator: words('not never no'),
  // -- wanting, deciding, death --------------------------------------------------------------
  /** Wanting, intending or being about to. */
  want: words(
    'want wants wanted wanting wish wished wishing would+like feel+like plan plans planned planning',
    'decided deciding ready tried try trying tempted urge urges thinking+about thinking+of think+about',
    'thought+about considering should+i rather would+rather prefer longing long',
  ),
  /** Ways of saying one no longer wants to be alive, after `@want to?`. */
  deathWish: words(
    'die dying be+dead dead not+be+alive not+be+here not+be+here+anymore not+exist stop+existing',
    'not+wake+up never+wake+up sleep+forever go+to+sleep+forever disappear+forever disappear+for+good',
    'vanish+forever be+gone+forever cease+to+exist disappear+completely go+quiet+forever be+gone stop+breathing',
    'fade+away fade+out not+exist+anymore not+exist+any+more be+with+my+nan be+at+peace+forever',
  ),
  /** Ways of killing; after normalisation 'unalive' and 'kms' read as 'kill'. */
  killVerb: words(
    'kill killing killed kills murder murdering hang hanging hanged shoot shooting drown drowning poison',
    'poisoning off offing suffocate gas stab stabbing',
  ),
  /** Ways of hurting one's own body. */
  harmVerb: words(
    'hurt hurts hurting harm harms harming harmed cut cuts cutting burn burns burning burned burnt starve',
    'starving starved punish punishing punished hit hitting scratch scratching bruise bruising injure',
    'injuring strangle strangling choke choking mutilate mutilating bang+my+head banging+my+head',
    'punch punching punched bite biting bit slap slapping slapped starving+myself',
  ),
  selfObject: words('myself my+self meself myslf'),
  /** Ending one's life, in the words members use. */
  endVerb: words('end ending ended ends take taking took finish finishing'),
  /** Ways of hurting another person, in the present or past. */
  violentVerb: words(
    'hit hits hitting beat beats beating beaten slap slaps slapped slapping punch punches punched',
    'punching kick kicks kicked kicking choke chokes choked choking strangle strangles strangled',
    'strangling burn burns burned burnt bite bites bit rape rapes raped assault assaults assaulted molest',
    'molests molested abuse abuses abused abusing attack attacks attacked stab stabs stabbed smack smacks',
    'smacked headbutt headbutted hurt hurts hurting batter battered beat+up beats+up beating+up',
    'starve starves starved pin pins pinned whack whacks whacked struck strikes',
    'whip whips whipped whipping belt belts belted spit spits spat pinch pinches pinched shove shoves shoved',
  ),
  /** Who is on the receiving end of violence. */
  victim: words(
    'me us mum mom mummy mommy my+mum my+mom my+mother my+sister my+brother my+kids my+children my+son my+daughter my+baby',
    'our+kids our+children our+son our+daughter our+baby our+boy our+girl',
    'the+kids the+children the+baby me+and+my my+mum+and+me my+mom+and+me my+mother+and+me',
    'my+little+brother my+little+sister my+baby+brother my+baby+sister my+younger+brother my+younger+sister',
    'my+little+one(s) my+kid my+child my+stepson my+stepdaughter my+twins my+boy my+girl',
  ),
  /** What a threat threatens. */
  threatVerb: words(
    'kill hurt harm hit beat rape strangle choke stab shoot burn throw+acid take+the+kids take+my+kids',
    'take+the+children break murder end+me destroy+me ruin+me put+me+in+hospital come+after+me find+me',
    'throw+me push+me use+it+on+me make+me+pay drown+me set+me+on+fire hurt+the+kids kill+the+kids break+my+neck end+my+life shoot',
    'make+sure+i+never make+sure+i+can+not make+sure+i+will+never finish+me come+back+for+me come+after+us get+me kill+himself+and+me take+my+kids+away',
    'ruin+my+life destroy+my+life ruin+me hurt+my+family kill+my+family share+it share+them share+the+video',
    'share+the+photos post+it post+them post+the+video post+the+photos leak+it leak+them',
  ),
  fear: words('scared afraid terrified frightened fear fearing petrified'),
  /** Means of ending a life, as a member may name them without saying what for. */
  means: words(
    'knife knives blade(s) razor(s) bridge(s) rope(s) noose tracks railway train(s) roof rooftop ledge',
    'cliff(s) balcony gun(s) pill(s) tablet(s) bleach belt+around overdose sleeping+pill(s) sleeping+tablet(s)',
    'motorway traffic river sea ocean lake quarry car+park multi+storey top+floor tall+building high+building',
    'platform railway+line beam(s) ceiling+beam(s) banister(s) rafter(s) loft+hatch parking+garage parking+structure',
    'overpass flyover viaduct multi+storey+car+park tower+block',
  ),
  /** Ending, as members write of a life: stopping breathing, not waking up, being gone. */
  ceasing: words(
    'stopped+breathing stop+breathing stopped+existing stop+existing never+woke+up never+woke never+wake+up',
    'never+wake did+not+wake+up do+not+wake+up was+not+here were+not+here was+gone were+gone disappeared jumped',
    'was+not+around were+not+around killed+myself ended+it vanished',
    'died was+dead were+dead was+not+alive were+not+alive was+never+born were+never+born',
  ),
  /** Someone close whom one can 'lose' to death (not partners or friends, whom one loses otherwise). */
  elder: words(
    'mum mom mam mother dad father nan nana nanna gran granny grandma grandmother grandad granddad grandpa',
    'grandfather aunt auntie aunty uncle baby son daughter brother sister',
  ),
  home: words('home house flat apartment room own+home own+house own+bed own+room'),
  /** Animals a member may give away for good before she goes. */
  pet: words(
    'cat(s) dog(s) pet(s) kitten(s) puppy puppies rabbit(s) bunny hamster(s) guinea+pig(s) budgie(s) parrot(s) bird(s)',
    'fish tortoise horse pony ferret(s) rat(s) gerbil(s)',
  ),
  // -- overdose ----------------------------------------------------------------------------
  /** Swallowing, in any tense. */
  ingest: words(
    'took take taken taking swallow swallowed swallowing downed down necked had ate eaten drank drink',
    'drunk popped pop',
    'inject injected injecting shot+up',
  ),
  /** A dangerous amount. */
  quantity: words(
    'all all+of all+my all+the all+of+my a+lot+of lots+of loads+of too+many so+many too+much a+bunch+of',
    'a+handful+of handfuls+of a+whole the+whole whole half+a half+the half+of every a+bottle+of',
    'a+packet+of a+box+of a+strip+of a+pack+of two+packets+of two+bottles+of my+whole extra double+my',
    'triple+my over',
    'a+load+of loads a+ton+of tons+of a+handful a+couple+of+packets a+few+packets',
  ),
  /** Poisons and corrosives swallowed to die. */
  poison: words('bleach poison antifreeze weed+killer rat+poison drain+cleaner pesticide'),
  alcohol: words('alcohol vodka wine whisky whiskey gin rum drink drinks booze beer'),
  // -- health --------------------------------------------------------------------------------
  /** Illnesses and injuries by name: a question about one is a health question. */
  illness: words(
    'cancer(s) cancerous leukaemia leukemia lymphoma myeloma melanoma sarcoma carcinoma tumour(s)',
    'tumor(s) metasta* stroke heart+attack heart+disease heart+condition heart+failure heart+problem(s)',
    'heart+defect heart+murmur dementia alzheimer* parkinson* diabetes diabetic covid long+covid',
    'brain+bleed bleed+on+the+brain brain+haemorrhage brain+hemorrhage haemorrhage hemorrhage brain+injury',
    'head+injury brain+damage lymph+node(s) hole+in+the+heart',
    'club+foot clubfoot cleft+lip cleft+palate hip+dysplasia spina+bifida tongue+tie',
    'coronavirus flu pneumonia sepsis infection(s) virus hiv aids hepatitis tuberculosis tb meningitis',
    'epilepsy seizure(s) coma ms multiple+sclerosis mnd als lupus endometriosis pcos fibroid(s) cyst(s)',
    'eczema psoriasis asthma copd ibs crohn* colitis migraine(s) arthritis osteoporosis thyroid',
    'blood+pressure cholesterol kidney+disease kidney+failure liver+disease cirrhosis illness illnesses',
    'disease(s) disorder(s) syndrome autism adhd depression bipolar schizophrenia psychosis ocd ptsd',
    'anxiety+disorder social+anxiety his+anxiety her+anxiety their+anxiety anorexia bulimia',
    'eating+disorder addiction alcoholism autoimmune fracture fractured broken+leg broken+arm broken+hip',
    'broken+bone(s) broken+wrist injury injuries injured concussion paralysed paralyzed blindness',
    'eyesight hearing+loss chronic+fatigue fibromyalgia sickness disability spina+bifida cerebral+palsy',
    'cystic+fibrosis down+syndrome hernia ulcer gallstones kidney+stones anaemia anemia sickle+cell',
    'hiv+positive std sti chlamydia herpes hpv glaucoma cataract(s)',
    'jaundice gout shingles measles mumps chickenpox rsv croup sepsis appendicitis gallbladder uti thrush vertigo tinnitus',
    'sciatica slipped+disc polyp(s) menopause perimenopause preeclampsia pre+eclampsia gestational+diabetes colic reflux',
    'allergy allergies anaphylaxis blood+clot(s) dvt embolism aneurysm angina arrhythmia afib hypertension',
    'high+blood+pressure low+blood+pressure glandular+fever dyslexia dyspraxia tourette* hydrocephalus heart+operation',
    '*itis *osis *ectomy *scopy *plasty dog+bite insect+bite tick+bite spider+bite snake+bite bug+bite(s) wound(s) stitches sprain sprained torn+ligament acl burns',
    'coma covid+19 ulcer(s) long+covid mental+illness mental+health nervous+breakdown relapse',
    'memory+loss stutter stammer scar+tissue hay+fever incontinence',
    'chronic+pain chronic+illness chronic+condition alcohol+problem drinking+problem drink+problem drug+problem',
    'gambling+problem addictions alcoholic drug+addiction substance+abuse coeliac celiac coeliac+disease brca brca1 brca2',
    'brca+gene liver+damage kidney+damage nerve+damage flare+up fatty+liver',
    'cardiac+arrest heart+is+failing heart+failing kidneys+are+failing kidneys+failing kidney+is+failing',
    'liver+is+failing liver+failing lungs+are+failing organ+failure organs+failing organs+are+failing',
    'hep+b hep+be hep+c hep+see hepatitis+b hepatitis+be hepatitis+c got+infected is+infected became+infected went+septic',
  ),
  /** Words of despair about oneself: one is a weak sign, two are a crisis. */
  despair: words(
    'worthless hopeless pointless meaningless useless+to+everyone numb+inside empty+inside dead+inside trapped',
    'give+up+on+life giving+up+on+life give+up+on+myself had+enough hate+myself hate+my+life h8+my+life',
    'deserve+to+die deserve+to+suffer deserve+the+pain deserve+it deserve+this no+one+cares nobody+cares',
    'no+one+needs+me not+need+me does+not+need+me a+failure a+waste+of+space waste+of+oxygen unlovable',
    'can+not+breathe+anymore nothing+matters+anymore',
  ),
  /** Describing a person by an illness: "is my son autistic?" */
  illnessAdjective: words(
    'autistic diabetic epileptic anaemic anemic asthmatic bipolar dyslexic infertile terminal terminally+ill',
    'sick ill unwell poorly disabled deaf blind paralysed paralyzed anorexic bulimic schizophrenic depressed',
    'pregnant infected contagious allergic',
  ),
  /** Symptoms a member may ask about. */
  symptom: words(
    'murmur',
    'lump(s) mole(s) cough coughing chest+pain(s) back+pain stomach+pain(s) pelvic+pain joint+pain(s)',
    'neck+pain knee+pain period+pain(s) pain+in+my headache(s) migraine(s) dizzy dizziness bleeding',
    'blood+in rash fever temperature numbness palpitations shortness+of+breath breathless swelling',
    'swollen spotting discharge cramps cramping fainting fainted vomiting throwing+up nausea tremor',
    'weight+loss night+sweats blurred+vision hair+loss tiredness fatigue symptoms',
    'hot+flushes hot+flashes night+sweats breathing chest+pains stomach+pains stomach+ache lumps bruising',
    'heart+rate chronic+pain seizures memory+problems',
  ),
  /** Treatments, procedures and tests. */
  treatment: words(
    'ablation heart+ablation cardiac+ablation cardioversion',
    'chemo chemotherapy radiotherapy radiation immunotherapy surgery surgeries operation operations',
    'transplant bypass hip+replacement knee+replacement mastectomy lumpectomy hysterectomy c+section',
    'caesarean cesarean dialysis treatment(s) procedure ivf icsi iui embryo+transfer egg+retrieval',
    'egg+freezing frozen+eggs vaccine vaccination jab booster amniocentesis biopsy biopsies scan(s) mri',
    'ct ct+scan x+ray xray ultrasound mammogram smear smear+test pap+smear blood+test(s) blood+work',
    'bloods test+result(s) physio physiotherapy rehab stent pacemaker anaesthetic anesthetic therapy cpr',
    'life+support ventilator bone+marrow bone+marrow+match marrow+match donor+match stem+cell(s) operating+table',
    'reconstruction pathology pathology+report histology gastric+sleeve gastric+bypass gastric+band bariatric+surgery',
    'ecg ekg echo echocardiogram eeg angiogram colonoscopy endoscopy cervical+stitch cerclage frozen+transfer embryo+transfers failed+transfer(s)',
    'vaccinated immunised immunized jabbed cast sling iv drip insulin+pump hearing+aid(s) glasses+prescription',
    'heart+valve valve implant(s) prosthesis transfusion blood+transfusion amputat* feeding+tube',
    'donor donation transplant+list detox operate+on operating+on round+of+treatment infusion(s)',
    'anaesthesia anesthesia general+anaesthetic general+anesthetic sedation tonsils+out tonsils+removed',
    'appendix+out gallbladder+out adenoids psa psa+levels hba1c a1c blood+count',
    'liver+numbers kidney+numbers liver+function kidney+function hearing+test eye+test genetic+testing',
    'genetic+test nipt nuchal+scan anomaly+scan dating+scan early+scan hsg dye+test cath heart+cath catheter angiogram',
    'angioplasty spinal+fusion fusion+surgery checkup check+up amnio cvs lasik lasek laser+eye+surgery laser+eye eye+surgery cataract+surgery rescan re+scan follow+up+scan',
    'knee+op hip+op back+op eye+op heart+op shoulder+op ankle+op foot+op wrist+op hand+op spine+op bowel+op my+op his+op her+op',
  ),
  /** Medicines, by kind or by name. */
  medication: words(
    'med(s) medication(s) medicine(s) pill(s) tablet(s) capsule(s) dose doses dosage prescription',
    'antidepressant(s) anti+depressant(s) antibiotic(s) painkiller(s) pain+killer(s) sleeping+pill(s)',
    'sleeping+tablet(s) sertraline fluoxetine prozac citalopram escitalopram lexapro zoloft venlafaxine',
    'mirtazapine amitriptyline lithium quetiapine olanzapine insulin metformin statin(s) ibuprofen',
    'paracetamol acetaminophen tylenol aspirin codeine tramadol morphine oxycodone fentanyl xanax',
    'diazepam valium lorazepam ritalin adderall methylphenidate hrt the+pill contraceptive(s)',
    'birth+control steroid(s) warfarin levothyroxine propranolol beta+blocker(s) inhaler epipen benzos',
    'opioid(s) vitamin+d melatonin nurofen panadol heroin cocaine fentanyl',
    'blood+thinner(s) anxiety+meds anti+anxiety *cillin *mycin *statin *prazole *olol *sartan *triptan',
    'anxiety+pills insulin',
    'antipsychotic* anti+psychotic* antihistamine* anticonvulsant* antiviral* mood+stabili*',
    'sedative(s) tranquil*ser(s) benzodiazepine* ssri(s) snri(s) opiate(s) *azepam *oxetine *triptyline',
    'methadone gabapentin pregabalin clomid letrozole progesterone oestrogen estrogen testosterone biologic(s)',
    'biosimilar(s)',
    // round seventeen
    'ozempic wegovy mounjaro semaglutide tirzepatide seroquel abilify aripiprazole wellbutrin bupropion lamotrigine',
    'lamictal vyvanse concerta klonopin ativan zyprexa risperdal risperidone depakote effexor cymbalta paxil trazodone buspirone latuda',
    // round twenty
    'methotrexate hydroxychloroquine plaquenil prednisolone prednisone humira adalimumab enbrel tamoxifen amlodipine ramipril',
    'lisinopril clopidogrel apixaban rivaroxaban eliquis xarelto',
  ),
  /** Pregnancy and fertility. */
  pregnancy: words(
    'pregnant pregnancy pregnancies preggo preggers conceive conceiving conceived conception',
    'miscarriage(s) miscarry miscarried miscarrying ivf icsi iui embryo(s) fertility fertile infertile',
    'infertility sperm sperm+count egg+count amh ovulate ovulating ovulation labour labor contractions',
    'due+date c+section ectopic trimester weeks+pregnant baby+bump stillbirth stillborn premature expecting+twins',
    'carrying+twins pregnant+with+twins it+twins boy+or+a+girl boy+or+girl girl+or+a+boy girl+or+boy gender+of+my+baby the+gender',
    'my+period(s) period+late late+period trying+for+a+baby trying+to+conceive ttc have+a+baby',
    'have+another+baby have+children have+kids have+a+child give+birth birth born felt+him+move',
    'felt+her+move felt+the+baby+move felt+baby+move baby+move baby+movements baby+kicking weeks+pregnant',
    'midwife antenatal prenatal postnatal postpartum breastfeeding breastfeed breast+feed nicu fetus foetus womb uterus ovaries',
    'frozen+eggs egg+retrieval froze+my+eggs freeze+my+eggs freezing+my+eggs',
    'have+a+girl have+a+boy have+a+son have+a+daughter have+a+baby+girl have+a+baby+boy many+children',
    'many+kids many+babies lose+the+baby lose+this+baby lose+our+baby lose+my+baby waters my+waters',
    'having+a+boy having+a+girl having+a+baby having+twins breast+milk milk+supply',
    'bfp bfn tww two+week+wait hcg beta+hcg betas implantation gestational+sac yolk+sac sac fetal+pole',
    'preemie(s) premmie(s) preterm carry+to+term carry+full+term carry+a+baby carry+a+pregnancy surrogate surrogacy',
    'blocked+tube(s) tubes+blocked fallopian+tube(s) tubal',
    'lost+the+baby lost+a+baby lost+our+baby lost+my+baby lost+the+pregnancy lost+a+pregnancy no+heartbeat heartbeat+yet',
  ),
  /** Parts of the body, when asked about as such. */
  bodyPart: words(
    'leg(s) arm(s) foot feet ankle(s) wrist(s) shoulder(s) tooth teeth elbow(s) finger(s) toe(s) hand(s) jaw',
    'lungs lung kidney(s) liver brain breast(s) womb uterus ovary ovaries prostate bowel stomach bladder',
    'blood bones spine knee(s) hip(s) eyes ears thyroid colon cervix pancreas heart+rate heartbeat',
    'heart+beat babys+heart baby+heart body',
    'breathing heartbeat blood+sugar oxygen+levels weight+gain eyesight hearing memory speech mobility vision',
  ),
  /** Illnesses grave enough that naming one beside a question about a person makes it a health question. */
  graveIllness: words(
    'cancer(s) leukaemia leukemia lymphoma myeloma tumour tumor heart+failure heart+disease dementia alzheimer*',
    'parkinson* motor+neurone mnd als sepsis stroke pneumonia covid kidney+failure liver+failure cirrhosis',
    'metasta* terminal+cancer a+terminal+illness months+to+live weeks+to+live hole+in+her+heart hole+in+his+heart',
    'hole+in+the+heart heart+defect heart+condition heart+attack cardiac+arrest brain+bleed brain+haemorrhage brain+hemorrhage aneurysm',
  ),
  /** Where the ill are cared for. */
  careSetting: words(
    'hospital hospice icu intensive+care a&e a+and+e er emergency+room ward rehab care+home nicu surgery',
    'theatre the+doctor(s) the+doctors doctor(s) gp specialist oncologist consultant surgeon psychiatrist',
    'ccu hdu critical+care cardiac+unit cardiac+ward stroke+unit high+dependency',
  ),
  /** How an illness or treatment may turn out. */
  outcome: words(
    'recover recovers recovery get+better gets+better getting+better be+better feel+better get+well heal',
    'heals healed healing cure cured curable beat beat+it survive survives survival pull+through',
    'remission improve improves improving go+away goes+away clear clear+up clears be+clear come+back',
    'comes+back coming+back return returns spread spreads spreading get+worse worsen worse stop stops',
    'settle+down lift ease disappear shrink grow+back outgrow get+over relapse wake+up walk+again',
    'see+again stay+that+way be+ok be+okay be+alright be+all+right be+fine be+healthy be+normal be+good',
    'ok okay alright fine healthy normal serious anything+serious benign malignant terminal fatal deadly',
    'life+threatening dangerous positive negative good+news bad+news',
    'come+out+of come+through get+through make+it+through under+control start+working kick+in take+effect be+saved',
    'clean all+clear cancer+free go+back+to+normal back+to+normal return+to+normal show+up be+visible',
    'breathe breathe+on+his+own breathe+on+her+own come+down go+down go+up come+home',
    'too+fast too+slow too+high too+low reverse be+reversed',
  ),
  /** A treatment or medicine doing its job. */
  treatmentSuccess: words(
    'work works work+this+time work+for+me work+for+him work+for+her help help+me help+him help+her',
    'succeed be+successful be+a+success go+well go+ok go+okay go+fine go+smoothly go+to+plan be+ok',
    'be+okay take takes took stick sticks be+positive helps succeeds goes+well',
  ),
  /** Recovering, said of a person. */
  recoveryVerb: words(
    'recover get+better get+well get+well+soon pull+through survive heal be+cured get+cured walk+again',
    'talk+again see+again come+out+of+hospital come+home+from+hospital come+home+from+the+hospital',
    'be+discharged go+into+remission beat+it beat+this make+a+full+recovery be+ok+after be+okay+after',
    'make+it+through come+through get+through come+out+of make+it get+healthy get+clean get+sober stay+sober',
    'stop+drinking stop+using walk+normally be+saved',
    'be+back+to+himself be+back+to+herself be+himself+again be+herself+again be+the+same+again be+his+old+self be+her+old+self',
  ),
  /** Dying, said of a person. */
  deathVerb: words(
    'die dying pass+away passing+away pass+on live+to+see live+much+longer live+long live+past',
    'live+through still+be+alive be+alive die+soon be+dying last+the+night last+the+week last+much+longer',
    'live+after see+another+birthday see+another+christmas see+another+year see+another+summer',
    'see+her+next see+his+next see+christmas see+next+year see+next+christmas see+her+birthday see+his+birthday',
  ),
  /** Being well, said of a person. */
  wellbeing: words('ok okay alright all+right fine healthy safe well'),
  /** Deciding about one's medicine or treatment. */
  medicalDecision: words(
    'stop stop+taking start start+taking quit come+off go+off get+off skip miss increase reduce lower',
    'double halve change switch take keep+taking go+back+on give have get go+ahead+with go+through+with',
    'cancel refuse delay postpone trust try mix drink+on drink+with continue wean+off taper',
    'say+yes+to agree+to accept consent+to take+off put+on get+on',
    'let+them let+the+doctors let+the+doctor let+the+surgeon(s) allow+them',
  ),
  /** Seeking care. */
  seekCare: words(
    'go+to+the+doctor go+to+a+doctor go+to+my+doctor see+a+doctor see+the+doctor see+my+doctor',
    'call+a+doctor call+the+doctor go+to+the+gp see+the+gp see+my+gp see+a+gp go+to+hospital',
    'go+to+the+hospital go+to+a&e go+to+a+and+e go+to+the+er call+an+ambulance see+a+specialist',
    'go+to+the+doctors see+a+consultant get+checked get+it+checked get+tested get+a+scan',
    'get+a+second+opinion second+opinion see+a+dentist',
  ),
} as const satisfies Record<string, readonly string[]>;
