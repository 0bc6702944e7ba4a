"""The food words the diet cues share (diet.py, fasts.py)."""

# Foods people avoid or dislike, named in a list or a dislike ("no onion or garlic", "mushrooms, can't
# stand them"): a table, so "no time" or "hate mornings" is never a diet.
FOODS = (
    r"cottage cheese|"
    r"mushrooms?|olives?|onions?|garlic|tomato(?:es)?|fish|seafood|shellfish|eggs?|coriander|cilantro|avocados?|"
    r"broccoli|spinach|kale|beans|lentils|chickpeas|tofu|peppers?|aubergines?|eggplants?|courgettes?|zucchini|"
    r"cheese|milk|yog(?:h)?urt|bananas?|oats|porridge|rice|pasta|bread|wheat|chicken|beef|pork|lamb|liver|"
    r"meat|red meat|dairy|gluten|peanut butter|peanuts?|tree nuts|nuts|sesame|spicy food|"
    r"sweet potato(?:es)?|potato(?:es)?|"
    r"cauliflower|brussels sprouts|sprouts|celery|cucumber|beetroot|protein shakes|whey|sugar|alcohol|caffeine|"  # noqa: E501
    r"coffee|soy|root vegetables|root veg|tuna|salmon|prawns?|shrimps?|sushi|pineapple|coconut|cabbage|peas|"
    r"sweetcorn|ham|bacon|sausages?|turkey|anchovies|blue cheese|feta|butter|mayo(?:nnaise)?|ketchup|"
    r"mustard|chilli|curry|raisins|grapefruit|melon|kiwi|mango"
)
