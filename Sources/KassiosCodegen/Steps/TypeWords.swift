/// Words that name a kind of element rather than the element: "the Sign In *button*",
/// "поле «Email»". They break ties between candidates and are left out of the match.
enum TypeWords {
    /// Word (any case form) → canonical English name.
    static let canonical: [String: String] = {
        var table: [String: String] = [:]
        func add(_ name: String, _ forms: [String]) { for form in forms { table[form] = name } }
        add("button", ["button", "buttons", "btn", "кнопка", "кнопку", "кнопке", "кнопкой", "кнопки", "кнопок"])
        add("field", ["field", "fields", "textfield", "input", "box", "поле", "поля", "полю", "полем", "полях", "инпут"])
        add("switch", ["switch", "switches", "toggle", "checkbox", "переключатель", "переключателя", "переключателю",
                       "переключателем", "тумблер", "тумблера", "чекбокс", "чекбокса", "флажок", "флажка"])
        add("link", ["link", "links", "ссылка", "ссылку", "ссылке", "ссылкой", "ссылки"])
        add("tab", ["tab", "tabs", "вкладка", "вкладку", "вкладке", "вкладкой", "вкладки", "таб", "таба"])
        add("text", ["label", "text", "title", "message", "текст", "текста", "надпись", "надписи", "надписью", "заголовок",
                     "заголовка", "сообщение", "сообщения", "сообщением", "лейбл"])
        add("image", ["image", "icon", "picture", "картинка", "картинку", "изображение", "иконка", "иконку", "иконки"])
        add("cell", ["cell", "row", "ячейка", "ячейку", "ячейки", "строка", "строку", "строки"])
        add("screen", ["screen", "page", "экран", "экрана", "экране", "экраном", "страница", "страницу", "странице", "страницы"])
        return table
    }()

    /// Element types (`XCUIElement.ElementType` names) each canonical type word fits.
    static let elementTypes: [String: Set<String>] = [
        "button": ["button"],
        "field": ["textField", "secureTextField", "searchField", "textView"],
        "switch": ["switch", "toggle", "checkBox"],
        "link": ["link"],
        "tab": ["button", "tab", "radioButton"],
        "text": ["staticText", "textView"],
        "image": ["image", "icon"],
        "cell": ["cell", "tableRow", "outlineRow"],
    ]

    /// Whether an element of this type fits what the step called it.
    static func fits(_ elementType: String, _ typeWords: [String]) -> Bool {
        guard elementType != "any" else { return true }
        return typeWords.contains { elementTypes[$0]?.contains(elementType) ?? false }
    }
}
