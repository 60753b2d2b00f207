package luxshopping

// Money is money, for the external tests.
var Money = money
